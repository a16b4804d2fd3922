import { marker } from './Disclosure.css';

/** The disclosure's chevron: decoration, hidden from assistive technology; it turns when its section is open. */
export function DisclosureMarker() {
  return <span className={marker} aria-hidden="true" />;
}
