import type { Story, StoryDefault } from '@ladle/react';
import { PracticalAside } from '@design-system/blocks/PracticalAside';
import { AsideLayout } from '@design-system/primitives/AsideLayout';
import { Container } from '@design-system/primitives/Container';
import { type AsideLayoutFixture, asideLayoutFixtures as f } from '@fixtures/components/AsideLayout.fixtures';

export default {
  title: 'Primitives/Aside Layout',
  meta: {
    usage: {
      when: 'A page body with a narrow side column (practical facts, contact) beside the main text; the aside drops below on small screens.',
      props: 'lead (the main column), aside (the side column), children.',
      accessibility:
        'Source order is main text first, then the aside, so screen readers and keyboards meet the content before the side facts.',
    },
  },
} satisfies StoryDefault;

/** Paragraphs in a narrow container (as blocks bring their own), so the columns' widths show. */
const Text = ({ paragraphs }: { paragraphs: string[] }) =>
  paragraphs.length > 0 ? (
    <Container narrow>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Container>
  ) : null;

const Example = ({ lead, rest, aside }: AsideLayoutFixture) => (
  <AsideLayout lead={<Text paragraphs={lead} />} aside={aside ? <PracticalAside {...aside} /> : null}>
    {rest.length > 0 ? <Text paragraphs={rest} /> : null}
  </AsideLayout>
);

export const Default: Story = () => <Example {...f.default} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
export const WithoutAside: Story = () => <Example {...f.withoutAside} />;
