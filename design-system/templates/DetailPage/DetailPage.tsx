import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { Contact, type ContactModel } from '@design-system/blocks/Contact';
import { InfoList, type InfoListModel } from '@design-system/blocks/InfoList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import { type TeaserListModel, TeaserSection } from '@design-system/blocks/TeaserGrid';

/** A list at the end of the page: related collections, related services, a research unit's projects. */
export interface DetailListModel extends TeaserListModel {
  key: string;
}

export interface DetailPageModel {
  hero: PageHeroModel;
  /** Key/value facts (a service's info items, a collection's facts). */
  info?: InfoListModel | null;
  blocks: BlockModel[];
  /** People to contact (a research unit's staff). */
  contact?: ContactModel | null;
  lists?: DetailListModel[];
}

/**
 * A collection, research unit or service: the page hero, facts, modules, contact people and the
 * related lists. Empty parts render nothing.
 */
export function DetailPage({ hero, info, blocks, contact, lists = [] }: DetailPageModel) {
  return (
    <>
      <PageHero {...hero} />
      {info ? <InfoList {...info} /> : null}
      <BlockList blocks={blocks} />
      {contact ? <Contact {...contact} /> : null}
      {lists.map(({ key, ...list }) => (
        <TeaserSection key={key} {...list} />
      ))}
    </>
  );
}
