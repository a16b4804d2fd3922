import { Container } from '@design-system/primitives/Container';
import { type HeadingLevel, useTitleTag } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { mega, subheading as subheadingClass } from './MegaHeading.css';

export interface MegaHeadingModel {
  text: string;
  /** The heading level, chosen by the caller: 1 when it is the page's heading. */
  level: HeadingLevel;
  subheading?: string;
}

/** A very large heading; long Danish compounds hyphenate and wrap instead of widening the page. */
export function MegaHeading({ text, level, subheading }: MegaHeadingModel) {
  const titleTag = useTitleTag();
  if (!text.trim()) return null;
  const Tag = level === 1 ? titleTag : (`h${level}` as const);
  return (
    <Container>
      <Stack gap="md" paddingBlock="2xl">
        <Tag className={mega}>{text}</Tag>
        {subheading ? <p className={subheadingClass}>{subheading}</p> : null}
      </Stack>
    </Container>
  );
}
