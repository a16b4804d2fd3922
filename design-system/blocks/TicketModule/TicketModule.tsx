import { useText } from '@design-system/i18n/LocaleContext';
import { Box } from '@design-system/primitives/Box';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import type { LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { TicketVariantList, type TicketVariantModel } from '../TicketTypes';
import { disclaimer as disclaimerClass } from '../TicketTypes/TicketTypes.css';
import { card, cardWithMedia, content, media } from './TicketModule.css';

export interface TicketModuleModel {
  title: string;
  description?: string;
  image?: ImageModel | null;
  /** The heading over the prices (h3); "Priser" when the editor gave none. */
  variantsTitle?: string;
  variants: TicketVariantModel[];
  variantsDisclaimer?: string;
  /** Out to the ticket shop; its label is the button's text ("Køb billet" when empty). */
  purchaseLink?: LinkModel | null;
}

/** A ticket: image, title, description, its variants with prices and a link out to buy it. Nothing without a title. */
export function TicketModule({
  title,
  description,
  image,
  variantsTitle,
  variants,
  variantsDisclaimer,
  purchaseLink,
}: TicketModuleModel) {
  const t = useText();
  if (!title?.trim()) return null;
  return (
    <Container>
      <Box paddingBlock="xl">
        <article className={image ? `${card} ${cardWithMedia}` : card}>
          {image ? (
            <div className={media}>
              <ResponsiveImage image={image} sizes="(min-width: 1024px) 40vw, 100vw" />
            </div>
          ) : null}
          <div className={content}>
            <Heading level={2}>{title}</Heading>
            {description ? <p>{description}</p> : null}
            {variants.length > 0 ? (
              <>
                <Heading level={3} size="small">
                  {variantsTitle?.trim() || t('listTicketPricesHeading')}
                </Heading>
                <TicketVariantList items={variants} />
              </>
            ) : null}
            {variantsDisclaimer ? <p className={disclaimerClass}>{variantsDisclaimer}</p> : null}
            {purchaseLink?.href ? (
              <ButtonLink link={purchaseLink}>{purchaseLink.label?.trim() || t('listBuyTicket')}</ButtonLink>
            ) : null}
          </div>
        </article>
      </Box>
    </Container>
  );
}
