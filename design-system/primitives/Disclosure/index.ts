export { Disclosure } from './Disclosure';
export { DisclosureMarker } from './DisclosureMarker';
