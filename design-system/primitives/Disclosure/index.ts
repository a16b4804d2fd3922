export { Disclosure } from './Disclosure';
export { DisclosureButton, DisclosureMarker } from './DisclosureButton';
