import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@design-system/primitives/Box';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Container } from '@design-system/primitives/Container';
import { type ButtonLinkFixture, buttonLinkFixtures as f } from '@fixtures/components/ButtonLink.fixtures';

export default {
  title: 'Primitives/Button Link',
  meta: {
    usage: {
      when: 'A call to action that navigates: the ticket shop, a sign-up form, the events of a day. For an action on the page, use Button.',
      props: 'link (label, href, kind), variant (primary, secondary, inverse on an impact surface, link).',
      accessibility:
        'A real link with the button’s 44 px target; the label is its name. A link to another site says so to screen readers.',
    },
  },
} satisfies StoryDefault;

const Example = ({ fixture }: { fixture: ButtonLinkFixture }) => (
  <Container>
    <ButtonLink link={fixture.link} variant={fixture.variant} />
  </Container>
);

export const Default: Story = () => <Example fixture={f.default} />;
export const TicketShop: Story = () => <Example fixture={f.ticketShop} />;
export const Secondary: Story = () => <Example fixture={f.secondary} />;
/** On the impact colours (a newsletter band, an event's hero), the look turns round. */
export const Inverse: Story = () => (
  <Box background="impact" padding="lg">
    <ButtonLink link={f.inverse.link} variant={f.inverse.variant} />
  </Box>
);
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;
