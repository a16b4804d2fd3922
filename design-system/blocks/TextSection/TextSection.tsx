import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { Stack } from '@design-system/primitives/Stack';

export interface TextSectionModel {
  heading?: string;
  body: RichTextValue;
}

/**
 * A section of running text with an optional heading (h2). Without one, the text's own headings
 * start at h2, directly below the page's h1.
 */
export function TextSection({ heading, body }: TextSectionModel) {
  if (!heading && body.length === 0) return null;
  return (
    <Container narrow>
      <Stack as="section" gap="md" paddingBlock="xl">
        {heading ? <Heading level={2}>{heading}</Heading> : null}
        <RichText value={body} headingLevel={heading ? 2 : 1} />
      </Stack>
    </Container>
  );
}
