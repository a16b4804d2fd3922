export { Footer, type FooterGroup, type FooterModel, type PostalAddress } from './Footer';
