import { useText } from '@design-system/i18n/LocaleContext';
import { Box } from '@design-system/primitives/Box';
import { Breadcrumb, type BreadcrumbItem } from '@design-system/primitives/Breadcrumb';
import { Container } from '@design-system/primitives/Container';
import { TagList, type TagModel } from '@design-system/primitives/Tag';
import { PageHero, type PageHeroModel } from '../PageHero';

export interface EducationHeroModel extends PageHeroModel {
  /**
   * Spec: "Breadcrumb: overview, level, theme, then the page itself." The runtime gives the items in
   * that order, the page itself last; nothing renders for an empty trail.
   */
  breadcrumb: BreadcrumbItem[];
  /** The education tags, labels already translated (topic "Undervisningsforløb", materials "Materialer"). */
  tags?: TagModel[];
}

/** The top of every education page: the breadcrumb trail, the page hero (h1) and the page's tags. */
export function EducationHero({ breadcrumb, tags = [], ...hero }: EducationHeroModel) {
  const t = useText();
  const shownTags = tags.filter((tag) => tag.label?.trim());
  return (
    <>
      {breadcrumb.length > 0 ? (
        <Container>
          <Box paddingBlock="sm">
            <Breadcrumb items={breadcrumb} />
          </Box>
        </Container>
      ) : null}
      <PageHero {...hero} />
      {shownTags.length > 0 ? (
        <Container>
          <Box paddingBlock="md">
            <TagList tags={shownTags} label={t('listTags')} />
          </Box>
        </Container>
      ) : null}
    </>
  );
}
