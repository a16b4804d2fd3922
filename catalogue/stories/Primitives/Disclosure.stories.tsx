import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Disclosure } from '../../../design-system/primitives/Disclosure';
import { type DisclosureFixture, disclosureFixtures as f } from '../../../fixtures/components/Disclosure.fixtures';

export default {
  title: 'Primitives/Disclosure',
  meta: {
    usage: {
      when: 'One piece of extra content behind a show-more control (a transcript, more opening hours). For several, use Accordion.',
      props: "summary (the toggle's text), open (initially), children.",
      accessibility:
        'Built on <details>/<summary>: keyboard and screen readers know it as an expandable control without scripts.',
    },
  },
} satisfies StoryDefault;

const Example = ({ fixture }: { fixture: DisclosureFixture }) => (
  <Container>
    <Disclosure summary={fixture.summary} defaultOpen={fixture.defaultOpen}>
      <p>{fixture.text}</p>
    </Disclosure>
  </Container>
);

export const Default: Story = () => <Example fixture={f.default} />;
export const Open: Story = () => <Example fixture={f.open} />;
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;
