import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { ExhibitionHero, type ExhibitionHeroModel } from '@design-system/blocks/ExhibitionHero';
import { hasPracticalFacts, PracticalAside, type PracticalAsideModel } from '@design-system/blocks/PracticalAside';
import { type TeaserListModel, TeaserSection } from '@design-system/blocks/TeaserGrid';
import { TicketModule, type TicketModuleModel } from '@design-system/blocks/TicketModule';
import { useText } from '@design-system/i18n/LocaleContext';
import { AsideLayout } from '@design-system/primitives/AsideLayout';
import { Container } from '@design-system/primitives/Container';
import { Stack } from '@design-system/primitives/Stack';
import { Text } from '@design-system/primitives/Text';
import { location } from './ExhibitionPage.css';

export interface ExhibitionLocationModel {
  /** Where in the museum, e.g. "Prinsens Palæ, 1. sal". */
  name: string;
  details?: string;
}

export interface ExhibitionPageModel {
  hero: ExhibitionHeroModel;
  /** The intro text under the hero. */
  description?: string;
  location?: ExhibitionLocationModel | null;
  blocks: BlockModel[];
  ticket?: TicketModuleModel | null;
  /** Knowledge modules: articles and themes about the subject. */
  knowledge?: TeaserListModel | null;
  /** Related exhibitions (or experiences, or projects). */
  related?: TeaserListModel | null;
  /**
   * The site's practical facts (opening hours, prices, address, ticket call to action) for the "Praktisk" aside; the
   * exhibition's own ticket gives the prices and the call to action when it has them.
   */
  practical?: PracticalAsideModel | null;
}

/** The aside's facts: the site's, with the exhibition's own ticket prices and purchase link first. */
function exhibitionPractical(
  practical: PracticalAsideModel | null | undefined,
  ticket: TicketModuleModel | null | undefined,
): PracticalAsideModel {
  const ownPrices = (ticket?.variants ?? []).length > 0;
  return {
    ...practical,
    prices: ownPrices ? ticket?.variants : practical?.prices,
    pricesNote: ownPrices ? ticket?.variantsDisclaimer : practical?.pricesNote,
    // The ticket block shows them too, right after the aside on one-column screens.
    pricesRepeated: ownPrices && Boolean(ticket?.title?.trim()),
    cta: ticket?.purchaseLink?.href ? ticket.purchaseLink : (practical?.cta ?? null),
  };
}

/**
 * An exhibition (or a project, which has the same fields): hero, intro with the location label,
 * the modules, the ticket block, knowledge modules and related exhibitions. Empty parts render nothing.
 * With practical facts, intro, modules and ticket block take 8 of the 12 columns from lg and the "Praktisk" aside
 * the other 4 (after the intro on narrow screens).
 */
export function ExhibitionPage({
  hero,
  description,
  location: place,
  blocks,
  ticket,
  knowledge,
  related,
  practical,
}: ExhibitionPageModel) {
  const t = useText();
  const hasIntro = Boolean(description?.trim() || place?.name?.trim());
  const aside = practical ? exhibitionPractical(practical, ticket) : null;
  return (
    <>
      <ExhibitionHero {...hero} />
      <AsideLayout
        lead={
          hasIntro ? (
            <Container narrow>
              <Stack gap="md" paddingBlock="xl">
                {description?.trim() ? <Text size="lg">{description}</Text> : null}
                {place?.name?.trim() ? (
                  <dl className={location}>
                    <Text as="dt" size="sm" tone="muted">
                      {t('pageLocationLabel')}
                    </Text>
                    <Text as="dd" weight="bold">
                      {place.name}
                    </Text>
                    {place.details?.trim() ? <Text as="dd">{place.details}</Text> : null}
                  </dl>
                ) : null}
              </Stack>
            </Container>
          ) : null
        }
        aside={hasPracticalFacts(aside) ? <PracticalAside {...aside} /> : null}
      >
        <BlockList blocks={blocks} />
        {ticket ? <TicketModule {...ticket} /> : null}
      </AsideLayout>
      {knowledge ? <TeaserSection {...knowledge} /> : null}
      {related ? <TeaserSection {...related} /> : null}
    </>
  );
}
