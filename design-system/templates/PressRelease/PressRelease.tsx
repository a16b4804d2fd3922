import { AuthorContact, type AuthorContactModel } from '@design-system/blocks/AuthorContact';
import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { InfoList, type InfoListModel } from '@design-system/blocks/InfoList';
import { longDateOrNull } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { Stack } from '@design-system/primitives/Stack';
import { Text } from '@design-system/primitives/Text';
import { figure, header, kicker, overview, typeLabel as typeLabelClass } from './PressRelease.css';

export interface PressReleaseModel {
  /** "Presse" or "Publikation", computed by the runtime. */
  typeLabel?: string;
  title: string;
  /** The published date, `yyyy-MM-dd`. */
  publishedDate?: string;
  excerpt?: string;
  image?: ImageModel | null;
  content: RichTextValue;
  /** Facts of a publication (publisher, pages, ISBN). */
  info?: InfoListModel | null;
  blocks: BlockModel[];
  /** The author contact block (press contact for a press release, authors for a publication). */
  authors?: AuthorContactModel | null;
  /** Back to the overview page ("Alle pressemeddelelser"). */
  overviewLink?: LinkModel | null;
}

/**
 * A press release or a publication: type label and published date, the h1, the excerpt, an image,
 * the content, facts, modules, the author contact block, and a link back to the overview.
 */
export function PressRelease({
  typeLabel,
  title,
  publishedDate,
  excerpt,
  image,
  content,
  info,
  blocks,
  authors,
  overviewLink,
}: PressReleaseModel) {
  const locale = useLocale();
  const t = useText();
  const published = longDateOrNull(publishedDate, locale);
  return (
    <>
      <Container narrow>
        <header className={header}>
          {typeLabel || published ? (
            <p className={kicker}>
              {typeLabel ? <span className={typeLabelClass}>{typeLabel}</span> : null}
              {published ? (
                <span>
                  {t('pagePublishedLabel')} <time dateTime={publishedDate}>{published}</time>
                </span>
              ) : null}
            </p>
          ) : null}
          <Heading level={1} size="large">
            {title}
          </Heading>
          {excerpt ? <Text size="lg">{excerpt}</Text> : null}
        </header>
      </Container>
      {image ? (
        <Container>
          <figure className={figure}>
            <ResponsiveImage image={image} priority sizes="(min-width: 1440px) 1440px, 100vw" />
          </figure>
        </Container>
      ) : null}
      {content.length > 0 ? (
        <Container narrow>
          <Stack gap="md" paddingBlock="lg">
            <RichText value={content} headingLevel={1} />
          </Stack>
        </Container>
      ) : null}
      {info ? <InfoList {...info} /> : null}
      <BlockList blocks={blocks} />
      {authors ? <AuthorContact {...authors} /> : null}
      {overviewLink?.href ? (
        <Container narrow>
          <p className={overview}>
            <Link link={overviewLink} />
          </p>
        </Container>
      ) : null}
    </>
  );
}
