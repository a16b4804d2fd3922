import type { PortableTextBlock } from '@portabletext/types';
import type { LinkModel } from '../Link';
import type { ImageModel } from '../ResponsiveImage';

/**
 * The view models rich text is made of: Portable Text blocks (paragraphs, headings, quotes, list
 * items) whose annotations are already resolved, and our own block objects. Plain data, no CMS shapes.
 */

/** A link annotation (markDefs): where it goes, resolved by the runtime. Without `href` it is plain text. */
export interface RichTextLinkMark {
  _type: 'link';
  _key: string;
  href?: string;
  /** internal (same site), crossSite (a sister site) or external; guessed from the href when absent. */
  kind?: LinkModel['kind'];
  hrefLang?: string;
}

/** An abbreviation annotation: the spelled-out form, e.g. "kulstof-14" for "C-14". */
export interface RichTextAbbreviationMark {
  _type: 'abbreviation';
  _key: string;
  title?: string;
}

/** An image in running text, with its caption. */
export interface RichTextImage {
  _type: 'richTextImage';
  _key: string;
  image: ImageModel | null;
  caption?: string;
}

/** A pull quote: a sentence lifted out of the text, or a quotation, with who said it. */
export interface RichTextQuote {
  _type: 'richTextQuote';
  _key: string;
  quote: string;
  attribution?: string;
}

/** A fact box: a titled aside of plain text (paragraphs separated by blank lines). */
export interface RichTextFactBox {
  _type: 'richTextFactBox';
  _key: string;
  title: string;
  text: string;
}

export type RichTextObject = RichTextImage | RichTextQuote | RichTextFactBox;

/** What RichText renders: text blocks and our own block objects, in order. */
export type RichTextValue = (PortableTextBlock | RichTextObject)[];

export type { PortableTextBlock };
