import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../../design-system/primitives/Button';
import { Container } from '../../../design-system/primitives/Container';
import { type ButtonFixture, buttonFixtures as f } from '../../../fixtures/components/Button.fixtures';

export default {
  title: 'Primitives/Button',
  meta: {
    usage: {
      when: 'An action on the page (open, play, submit, load more). When it navigates, give it href: it renders a link that looks like a button.',
      props: 'variant (primary, secondary, link), href (a link instead of a button), disabled, type.',
      accessibility:
        'At least 44 × 44 px; the visible label is the accessible name. Disabled buttons are skipped by the keyboard: say elsewhere why an action is unavailable.',
    },
  },
} satisfies StoryDefault;

const Example = ({ fixture }: { fixture: ButtonFixture }) => (
  <Container>
    {fixture.href ? (
      <Button href={fixture.href} variant={fixture.variant}>
        {fixture.label}
      </Button>
    ) : (
      <Button variant={fixture.variant}>{fixture.label}</Button>
    )}
  </Container>
);

export const Default: Story = () => <Example fixture={f.default} />;
export const Secondary: Story = () => <Example fixture={f.secondary} />;
export const LinkStyled: Story = () => <Example fixture={f.linkStyled} />;
export const AsLink: Story = () => <Example fixture={f.asLink} />;
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;
