import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ReactNode } from 'react';
import { READING_MEASURE } from '@tokens/base';
import { Box } from '../Box';
import type { HeadingLevel } from '../Heading';
import { Link, type LinkModel } from '../Link';
import { ResponsiveImage } from '../ResponsiveImage';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { factTitle, pullQuote, pullQuoteText, richText } from './RichText.css';
import type {
  RichTextAbbreviationMark,
  RichTextFactBox,
  RichTextImage,
  RichTextLinkMark,
  RichTextQuote,
  RichTextValue,
} from './RichText.model';

const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/;

/** An image in running text is at most the reading measure wide. */
const IMAGE_SIZES = `(min-width: ${READING_MEASURE}) ${READING_MEASURE}, 100vw`;

/** A heading `steps` below the enclosing section's, never below h6. */
const below = (level: HeadingLevel, steps: number) => Math.min(6, level + steps) as HeadingLevel;

/** Paragraphs of plain text, split at blank lines. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** What kind of link a bare href is, when the runtime did not say. */
function guessKind(href: string): LinkModel['kind'] {
  return /^https?:/.test(href) ? 'external' : 'internal';
}

/**
 * Our own marks and blocks for a section whose heading has `headingLevel`: the text's h2 becomes
 * the level below it, h3 two below, h4 three below. Anything else renders nothing (a block type) or
 * just its text (a mark), and says so in a warning: editor content never becomes raw HTML.
 */
function componentsFor(headingLevel: HeadingLevel): PortableTextComponents {
  const heading = (steps: number) => {
    const Tag = `h${below(headingLevel, steps)}` as const;
    return ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>;
  };
  return {
    unknownType: ({ value }) => {
      console.warn(`[RichText] Unknown block type "${String(value?._type)}" left out`);
      return null;
    },
    unknownBlockStyle: ({ value, children }) => {
      console.warn(`[RichText] Unknown block style "${String(value?.style)}" shown as a paragraph`);
      return <p>{children}</p>;
    },
    unknownMark: ({ markType, children }) => {
      console.warn(`[RichText] Unknown mark "${markType}" shown as plain text`);
      return <>{children}</>;
    },
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      // Underlined text on the web looks like a link: an editor's underline is emphasis.
      underline: ({ children }) => <em>{children}</em>,
      'strike-through': ({ children }) => <del>{children}</del>,
      code: ({ children }) => <code>{children}</code>,
      link: ({ value, children }) => {
        const mark = value as RichTextLinkMark | undefined;
        const href = typeof mark?.href === 'string' ? mark.href : undefined;
        if (!href || !SAFE_HREF.test(href)) return <>{children}</>;
        return (
          <Link link={{ label: '', href, kind: mark?.kind ?? guessKind(href), hrefLang: mark?.hrefLang }}>
            {children}
          </Link>
        );
      },
      abbreviation: ({ value, children }) => {
        const title = (value as RichTextAbbreviationMark | undefined)?.title?.trim();
        return title ? <abbr title={title}>{children}</abbr> : children;
      },
    },
    block: {
      normal: ({ children }) => <p>{children}</p>,
      // The page has the only h1: an editor's h1 is the text's top heading, h5 and h6 its deepest.
      h1: heading(1),
      h2: heading(1),
      h3: heading(2),
      h4: heading(3),
      h5: heading(3),
      h6: heading(3),
      blockquote: ({ children }) => <blockquote>{children}</blockquote>,
    },
    types: {
      richTextImage: ({ value }: { value: RichTextImage }) => {
        if (!value.image) return null;
        const caption = value.caption?.trim();
        return (
          <Stack as="figure" gap="xs">
            <ResponsiveImage image={value.image} sizes={IMAGE_SIZES} />
            {caption ? (
              <figcaption>
                <Text as="span" size="sm" tone="muted">
                  {caption}
                </Text>
              </figcaption>
            ) : null}
          </Stack>
        );
      },
      richTextQuote: ({ value }: { value: RichTextQuote }) => {
        const paragraphs = paragraphsOf(value.quote ?? '');
        if (paragraphs.length === 0) return null;
        const attribution = value.attribution?.trim();
        return (
          <figure className={pullQuote}>
            <blockquote>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className={pullQuoteText}>
                  {paragraph}
                </p>
              ))}
            </blockquote>
            {attribution ? (
              <figcaption>
                <Text as="span" size="sm" tone="muted">
                  — {attribution}
                </Text>
              </figcaption>
            ) : null}
          </figure>
        );
      },
      richTextFactBox: ({ value }: { value: RichTextFactBox }) => {
        const paragraphs = paragraphsOf(value.text ?? '');
        const title = value.title?.trim();
        if (paragraphs.length === 0) return null;
        const Title = `h${below(headingLevel, 1)}` as const;
        return (
          <Box as="aside" background="surface" padding="lg" radius="md">
            <Stack gap="xs">
              {title ? <Title className={factTitle}>{title}</Title> : null}
              {paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </Box>
        );
      },
    },
  };
}

const componentsByLevel = new Map<HeadingLevel, PortableTextComponents>();

/**
 * Rich text from Portable Text. Only our own marks and blocks render: editor content never becomes
 * raw HTML. `headingLevel` is the level of the heading of the section the text sits in (default 2):
 * the text's own headings start one level below it.
 */
export function RichText({ value, headingLevel = 2 }: { value: RichTextValue; headingLevel?: HeadingLevel }) {
  let components = componentsByLevel.get(headingLevel);
  if (!components) {
    components = componentsFor(headingLevel);
    componentsByLevel.set(headingLevel, components);
  }
  return (
    <div className={richText}>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  );
}
