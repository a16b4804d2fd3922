export { type PortableTextBlock, RichText } from './RichText';
