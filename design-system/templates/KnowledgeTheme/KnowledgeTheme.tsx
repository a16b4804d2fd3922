import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { InfoList, type InfoListModel } from '@design-system/blocks/InfoList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import { TeaserGrid, TeaserSection } from '@design-system/blocks/TeaserGrid';
import { TicketModule, type TicketModuleModel } from '@design-system/blocks/TicketModule';
import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import type { TeaserModel } from '@design-system/primitives/Teaser';
import { period as periodClass, periodLabel } from './KnowledgeTheme.css';

export interface KnowledgeThemeModel {
  hero: PageHeroModel;
  /** The period the theme covers, as the editor wrote it, e.g. "ca. 800-1050". */
  period?: string;
  infoList?: InfoListModel | null;
  /** Highlighted articles and objects, the first one large. */
  highlights: TeaserModel[];
  /** The exhibition that shows the theme. */
  relatedExhibition?: TeaserModel | null;
  ticket?: TicketModuleModel | null;
  /** More knowledge on the subject, as a grid. */
  related: TeaserModel[];
  blocks: BlockModel[];
}

/**
 * A knowledge theme (the spec: period, info list, related grid, highlights, related exhibition,
 * ticket): hero (h1) and period, the modules, facts, highlights, the exhibition and its ticket, then
 * related knowledge. Each part renders only when it has content.
 */
export function KnowledgeTheme({
  hero,
  period,
  infoList,
  highlights,
  relatedExhibition,
  ticket,
  related,
  blocks,
}: KnowledgeThemeModel) {
  const t = useText();
  return (
    <>
      <PageHero {...hero} />
      {period?.trim() ? (
        <Container>
          <p className={periodClass}>
            <span className={periodLabel}>{t('knowledgePeriod')}:</span>
            <span>{period.trim()}</span>
          </p>
        </Container>
      ) : null}
      <BlockList blocks={blocks} />
      {infoList ? <InfoList {...infoList} /> : null}
      <TeaserSection title={t('knowledgeHighlightsHeading')} items={highlights} featured />
      {relatedExhibition ? <TeaserGrid title={t('knowledgeExhibitionHeading')} items={[relatedExhibition]} /> : null}
      {ticket ? <TicketModule {...ticket} /> : null}
      <TeaserGrid title={t('knowledgeRelatedHeading')} items={related} />
    </>
  );
}
