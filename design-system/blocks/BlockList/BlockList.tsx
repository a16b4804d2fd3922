import { StaticIsland } from '@design-system/primitives/StaticIsland';
import type { AccordionModel } from '../Accordion';
import type { BillboardDoubleModel } from '../BillboardDouble';
import type { BillboardReferenceModel } from '../BillboardReference';
import type { BillboardSingleModel } from '../BillboardSingle';
import type { CalendarTeaserModel } from '../CalendarTeaser';
import type { CallToActionModel } from '../CallToAction';
import type { CollectionListModel } from '../CollectionList';
import type { ContactModel } from '../Contact';
import type { EmbedModel } from '../Embed';
import type { EventListModel } from '../EventList';
import type { ExhibitionListModel } from '../ExhibitionList';
import type { FeaturedCollectionsModel } from '../FeaturedCollections';
import type { FeaturedExhibitionsModel } from '../FeaturedExhibitions';
import type { FeaturedProjectsModel } from '../FeaturedProjects';
import type { IframeEmbedModel } from '../IframeEmbed';
import type { ImageBlockModel } from '../ImageBlock';
import type { ImageDetailModel } from '../ImageDetail';
import type { ImageSliderModel } from '../ImageSlider';
import type { InfoListModel } from '../InfoList';
import type { NewsletterModel } from '../Newsletter';
import type { OpeningHoursModel } from '../OpeningHours';
import type { PodcastTeaserModel } from '../PodcastTeaser';
import type { ProjectListModel } from '../ProjectList';
import type { RandomRelatedContentModel } from '../RandomRelatedContent';
import type { RelatedContentModel } from '../RelatedContent';
import type { ServiceListModel } from '../ServiceList';
import type { StatementModel } from '../Statement';
import type { StyledTextAndVisualModel } from '../StyledTextAndVisual';
import type { TextRibbonModel } from '../TextRibbon';
import type { TextSectionModel } from '../TextSection';
import type { TicketDetailsModel } from '../TicketDetails';
import type { TicketModuleModel } from '../TicketModule';
import type { TicketTypesModel } from '../TicketTypes';
import type { VideoBlockModel } from '../VideoBlock';
import { isStaticBlock, loadBlock, loadedBlock } from './blockRegistry';

type Tagged<T extends string, M> = { _type: T; _key: string } & M;

/** A page block as templates receive it: a view model tagged with its module type. */
export type BlockModel =
  | Tagged<'textSection', TextSectionModel>
  | Tagged<'image', ImageBlockModel>
  | Tagged<'accordion', AccordionModel>
  | Tagged<'billboardSingle', BillboardSingleModel>
  | Tagged<'billboardDouble', BillboardDoubleModel>
  | Tagged<'billboardReference', BillboardReferenceModel>
  | Tagged<'textRibbon', TextRibbonModel>
  | Tagged<'imageDetail', ImageDetailModel>
  | Tagged<'imageSlider', ImageSliderModel>
  | Tagged<'styledTextAndVisual', StyledTextAndVisualModel>
  | Tagged<'statement', StatementModel>
  | Tagged<'iframeEmbed', IframeEmbedModel>
  | Tagged<'embed', EmbedModel>
  | Tagged<'contact', ContactModel>
  | Tagged<'newsletter', NewsletterModel>
  | Tagged<'callToAction', CallToActionModel>
  | Tagged<'video', VideoBlockModel>
  | Tagged<'infoList', InfoListModel>
  | Tagged<'calendarTeaser', CalendarTeaserModel>
  | Tagged<'eventList', EventListModel>
  | Tagged<'openingHours', OpeningHoursModel>
  | Tagged<'ticketModule', TicketModuleModel>
  | Tagged<'ticketTypes', TicketTypesModel>
  | Tagged<'ticketDetails', TicketDetailsModel>
  | Tagged<'featuredExhibitions', FeaturedExhibitionsModel>
  | Tagged<'featuredProjects', FeaturedProjectsModel>
  | Tagged<'featuredCollections', FeaturedCollectionsModel>
  | Tagged<'podcastTeaser', PodcastTeaserModel>
  | Tagged<'exhibitionList', ExhibitionListModel>
  | Tagged<'projectList', ProjectListModel>
  | Tagged<'serviceList', ServiceListModel>
  | Tagged<'collectionList', CollectionListModel>
  | Tagged<'randomRelatedContent', RandomRelatedContentModel>
  | Tagged<'relatedContent', RelatedContentModel>;

export type BlockType = BlockModel['_type'];

/** Blocks whose components take the model without its tag. */
const UNTAGGED = new Set<BlockType>(['billboardReference', 'embed']);

/** One loader function per block type, so a static island's effect sees the same function on every render. */
const loaders = new Map<BlockType, () => Promise<void>>();
function loaderOf(type: BlockType): () => Promise<void> {
  let loader = loaders.get(type);
  if (!loader) {
    loader = () => loadBlock(type);
    loaders.set(type, loader);
  }
  return loader;
}

/**
 * Renders the page's blocks in order, each with the component its `_type` names. Block code is
 * loaded on demand (./blockRegistry): a block whose code was not loaded first renders nothing and
 * is logged. A static block renders in an island that lets a first load keep its server HTML
 * without its code (primitives/StaticIsland).
 */
export function BlockList({ blocks }: { blocks: BlockModel[] }) {
  return (
    <>
      {blocks.map((block) => {
        const { _type, _key, ...model } = block;
        const props = UNTAGGED.has(_type) ? model : block;
        const Block = loadedBlock(_type);
        if (isStaticBlock(_type)) {
          return (
            <StaticIsland key={_key} name={`the ${_type} block`} ready={Block !== undefined} load={loaderOf(_type)}>
              {() => (Block ? <Block {...props} /> : null)}
            </StaticIsland>
          );
        }
        if (!Block) {
          console.warn(`[blocks] ${_type} rendered before its code was loaded (loadBlocksIn)`);
          return null;
        }
        return <Block key={_key} {...props} />;
      })}
    </>
  );
}
