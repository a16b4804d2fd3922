import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import type { InfoListItem } from '@design-system/blocks/InfoList';
import { MegaHeading } from '@design-system/blocks/MegaHeading';
import { useText } from '@design-system/i18n/LocaleContext';
import { ChipLink } from '@design-system/primitives/ChipLink';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { Stack } from '@design-system/primitives/Stack';
import { contents, factRow, facts, factTerm, factValue, sectionClass } from './PracticalInfoOverview.css';

/** One information entry: a section of the practical information page. */
export interface PracticalInfoSectionModel {
  /** The anchor of the section (`#adgang`), unique on the page. */
  id: string;
  title: string;
  body: RichTextValue;
  /** Short facts, e.g. "Pris" → "Gratis for børn under 18". */
  items?: InfoListItem[];
  image?: ImageModel | null;
  link?: LinkModel | null;
}

export interface PracticalInfoOverviewModel {
  title: string;
  intro?: string;
  sections: PracticalInfoSectionModel[];
  blocks: BlockModel[];
}

const hasContent = (section: PracticalInfoSectionModel) =>
  Boolean(section.title?.trim()) &&
  (section.body.length > 0 || (section.items ?? []).some((item) => item.label?.trim() && item.value?.trim()));

/**
 * Practical information: a mega heading (h1), a list of links to the sections, then one section (h2)
 * per information entry with its text, facts, image and link, then the modules. Entries without a
 * title or without any content are left out.
 */
export function PracticalInfoOverview({ title, intro, sections, blocks }: PracticalInfoOverviewModel) {
  const t = useText();
  const shown = sections.filter(hasContent);
  return (
    <>
      <MegaHeading text={title} level={1} subheading={intro} />
      {shown.length > 1 ? (
        <Container>
          <nav className={contents} aria-label={t('pageContentsLabel')}>
            <Stack as="ul" direction="horizontal" wrap gap="sm">
              {shown.map((section) => (
                <li key={section.id}>
                  <ChipLink href={`#${section.id}`}>{section.title}</ChipLink>
                </li>
              ))}
            </Stack>
          </nav>
        </Container>
      ) : null}
      {shown.map((section) => {
        const items = (section.items ?? []).filter((item) => item.label?.trim() && item.value?.trim());
        return (
          <Container key={section.id}>
            <section id={section.id} className={sectionClass} aria-labelledby={`${section.id}-heading`}>
              <Stack>
                <Heading level={2} id={`${section.id}-heading`}>
                  {section.title}
                </Heading>
                {section.body.length > 0 ? <RichText value={section.body} /> : null}
                {items.length > 0 ? (
                  <dl className={facts}>
                    {items.map((item, index) => (
                      <div key={index} className={factRow}>
                        <dt className={factTerm}>{item.label}</dt>
                        <dd className={factValue}>{item.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {section.link?.href ? (
                  <p>
                    <Link link={section.link} />
                  </p>
                ) : null}
              </Stack>
              {section.image ? <ResponsiveImage image={section.image} sizes="(min-width: 1024px) 40vw, 100vw" /> : null}
            </section>
          </Container>
        );
      })}
      <BlockList blocks={blocks} />
    </>
  );
}
