import { Accordion as AccordionPrimitive } from '@design-system/primitives/Accordion';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { Stack } from '@design-system/primitives/Stack';

export interface AccordionSectionModel {
  key: string;
  title: string;
  content: RichTextValue;
}

export interface AccordionModel {
  /** The block's heading (h2); the sections' titles are then h3, else h2. */
  title?: string;
  items: AccordionSectionModel[];
}

/**
 * Questions and answers, or any titled sections, shown one at a time (the Accordion primitive).
 * Sections without a title are dropped; nothing renders without a section.
 */
export function Accordion({ title, items }: AccordionModel) {
  const shown = items.filter((entry) => entry.title?.trim());
  if (shown.length === 0) return null;
  return (
    <Container narrow>
      <Stack as="section" gap="md" paddingBlock="xl">
        {title ? <Heading level={2}>{title}</Heading> : null}
        <AccordionPrimitive
          headingLevel={title ? 3 : 2}
          items={shown.map((entry) => ({
            id: entry.key,
            title: entry.title,
            content: <RichText value={entry.content} headingLevel={title ? 3 : 2} />,
          }))}
        />
      </Stack>
    </Container>
  );
}
