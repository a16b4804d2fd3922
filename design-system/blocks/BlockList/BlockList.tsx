import { Accordion, type AccordionModel } from '../Accordion';
import { BillboardDouble, type BillboardDoubleModel } from '../BillboardDouble';
import { BillboardReference, type BillboardReferenceModel } from '../BillboardReference';
import { BillboardSingle, type BillboardSingleModel } from '../BillboardSingle';
import { CalendarTeaser, type CalendarTeaserModel } from '../CalendarTeaser';
import { CallToAction, type CallToActionModel } from '../CallToAction';
import { Contact, type ContactModel } from '../Contact';
import { Embed, type EmbedModel } from '../Embed';
import { EventList, type EventListModel } from '../EventList';
import { IframeEmbed, type IframeEmbedModel } from '../IframeEmbed';
import { ImageBlock, type ImageBlockModel } from '../ImageBlock';
import { ImageDetail, type ImageDetailModel } from '../ImageDetail';
import { InfoList, type InfoListModel } from '../InfoList';
import { Newsletter, type NewsletterModel } from '../Newsletter';
import { OpeningHours, type OpeningHoursModel } from '../OpeningHours';
import { Statement, type StatementModel } from '../Statement';
import { StyledTextAndVisual, type StyledTextAndVisualModel } from '../StyledTextAndVisual';
import { TextRibbon, type TextRibbonModel } from '../TextRibbon';
import { TextSection, type TextSectionModel } from '../TextSection';
import { TicketDetails, type TicketDetailsModel } from '../TicketDetails';
import { TicketModule, type TicketModuleModel } from '../TicketModule';
import { TicketTypes, type TicketTypesModel } from '../TicketTypes';
import { ImageSlider, type ImageSliderModel } from './BlockList.ImageSlider';
import { VideoBlock, type VideoBlockModel } from './BlockList.Video';

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
  | Tagged<'ticketDetails', TicketDetailsModel>;

export type BlockType = BlockModel['_type'];

/** Renders the page's blocks in order. */
export function BlockList({ blocks }: { blocks: BlockModel[] }) {
  return (
    <>
      {blocks.map((block) => {
        const { _type, _key, ...model } = block;
        switch (block._type) {
          case 'textSection':
            return <TextSection key={_key} {...block} />;
          case 'image':
            return <ImageBlock key={_key} {...block} />;
          case 'accordion':
            return <Accordion key={_key} {...block} />;
          case 'billboardSingle':
            return <BillboardSingle key={_key} {...block} />;
          case 'billboardDouble':
            return <BillboardDouble key={_key} {...block} />;
          case 'billboardReference':
            return <BillboardReference key={_key} {...(model as BillboardReferenceModel)} />;
          case 'textRibbon':
            return <TextRibbon key={_key} {...block} />;
          case 'imageDetail':
            return <ImageDetail key={_key} {...block} />;
          case 'imageSlider':
            return <ImageSlider key={_key} {...block} />;
          case 'styledTextAndVisual':
            return <StyledTextAndVisual key={_key} {...block} />;
          case 'statement':
            return <Statement key={_key} {...block} />;
          case 'iframeEmbed':
            return <IframeEmbed key={_key} {...block} />;
          case 'embed':
            return <Embed key={_key} {...(model as EmbedModel)} />;
          case 'contact':
            return <Contact key={_key} {...block} />;
          case 'newsletter':
            return <Newsletter key={_key} {...block} />;
          case 'callToAction':
            return <CallToAction key={_key} {...block} />;
          case 'video':
            return <VideoBlock key={_key} {...block} />;
          case 'infoList':
            return <InfoList key={_key} {...block} />;
          case 'calendarTeaser':
            return <CalendarTeaser key={_key} {...block} />;
          case 'eventList':
            return <EventList key={_key} {...block} />;
          case 'openingHours':
            return <OpeningHours key={_key} {...block} />;
          case 'ticketModule':
            return <TicketModule key={_key} {...block} />;
          case 'ticketTypes':
            return <TicketTypes key={_key} {...block} />;
          case 'ticketDetails':
            return <TicketDetails key={_key} {...block} />;
          default:
            return null;
        }
      })}
    </>
  );
}
