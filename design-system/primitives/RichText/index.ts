export { RichText } from './RichText';
export type {
  PortableTextBlock,
  RichTextAbbreviationMark,
  RichTextFactBox,
  RichTextImage,
  RichTextLinkMark,
  RichTextObject,
  RichTextQuote,
  RichTextValue,
} from './RichText.model';
