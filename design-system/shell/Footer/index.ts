export {
  Footer,
  type FooterGroup,
  type FooterModel,
  type PostalAddress,
  SocialLinks,
  type SocialProfile,
} from './Footer';
export { type MuseumLinkGroup, type MuseumRegion, museumLinksFor } from './museumLinks';
export { profileHost, type SocialPlatform, socialPlatform, socialPlatformNames } from './socialPlatform';
