import { useText } from '@design-system/i18n/LocaleContext';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import type { LinkModel } from '@design-system/primitives/Link';
import { Stack } from '@design-system/primitives/Stack';
import { disclaimer as disclaimerClass } from './TicketTypes.css';
import { showableVariants, TicketVariantList, type TicketVariantModel } from './TicketTypes.Variants';

export interface TicketTypesModel {
  /** The block's heading (h2); "Billetpriser" when the editor gave none. */
  title?: string;
  types: TicketVariantModel[];
  /** Small print under the prices, e.g. "Børn under 18 år gratis". */
  disclaimer?: string;
  /** To the ticket shop or the tickets page. */
  link?: LinkModel | null;
}

/** The list of ticket types with their prices. Nothing renders without a type that has a title and a price. */
export function TicketTypes({ title, types, disclaimer, link }: TicketTypesModel) {
  const t = useText();
  if (showableVariants(types).length === 0) return null;
  return (
    <Container>
      <Stack as="section" align="start" gap="md" paddingBlock="xl">
        <Heading level={2}>{title?.trim() || t('listTicketTypesHeading')}</Heading>
        <TicketVariantList items={types} />
        {disclaimer ? <p className={disclaimerClass}>{disclaimer}</p> : null}
        {link?.href ? <ButtonLink link={link} /> : null}
      </Stack>
    </Container>
  );
}
