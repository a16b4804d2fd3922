import { BlockList, type BlockModel } from '../../blocks/BlockList';
import { ExhibitionHero, type ExhibitionHeroModel } from '../../blocks/ExhibitionHero';
import { type TeaserListModel, TeaserSection } from '../../blocks/TeaserGrid';
import { TicketModule, type TicketModuleModel } from '../../blocks/TicketModule';
import { useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import {
  intro as introClass,
  lead,
  location,
  locationDetails,
  locationLabel,
  locationName,
} from './ExhibitionPage.css';

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
}

/**
 * An exhibition (or a project, which has the same fields): hero, intro with the location label,
 * the modules, the ticket block, knowledge modules and related exhibitions. Empty parts render nothing.
 */
export function ExhibitionPage({
  hero,
  description,
  location: place,
  blocks,
  ticket,
  knowledge,
  related,
}: ExhibitionPageModel) {
  const t = useText();
  const hasIntro = Boolean(description?.trim() || place?.name?.trim());
  return (
    <>
      <ExhibitionHero {...hero} />
      {hasIntro ? (
        <Container narrow>
          <div className={introClass}>
            {description?.trim() ? <p className={lead}>{description}</p> : null}
            {place?.name?.trim() ? (
              <dl className={location}>
                <dt className={locationLabel}>{t('pageLocationLabel')}</dt>
                <dd className={locationName}>{place.name}</dd>
                {place.details?.trim() ? <dd className={locationDetails}>{place.details}</dd> : null}
              </dl>
            ) : null}
          </div>
        </Container>
      ) : null}
      <BlockList blocks={blocks} />
      {ticket ? <TicketModule {...ticket} /> : null}
      {knowledge ? <TeaserSection {...knowledge} /> : null}
      {related ? <TeaserSection {...related} /> : null}
    </>
  );
}
