import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Accordion } from '@design-system/primitives/Accordion';
import { Container } from '@design-system/primitives/Container';
import { accordionFixtures as f } from '@fixtures/components/Accordion.fixtures';

export default {
  title: 'Primitives/Accordion',
  meta: {
    usage: {
      when: 'A list of questions or sections where the visitor opens only what they need (FAQ, practical details). For one single show-more, use Disclosure.',
      props: 'items (title, content), headingLevel to fit the page outline; each item opens on its own.',
      accessibility:
        'Each title is a button with aria-expanded inside a heading; the content is a region named by its title. Keep titles short and unique.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Accordion {...f.default} />
  </Container>
);
export const OpenFirst: Story = () => (
  <Container>
    <Accordion {...f.openFirst} />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <Accordion {...f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Accordion {...f.minimal} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <Accordion {...f.empty} />
  </Container>
);

const stateLabels = {
  da: {
    title: 'Er der garderobe?',
    content: 'Ja, gratis garderobe og skabe ved indgangen.',
  },
  en: {
    title: 'Is there a cloakroom?',
    content: 'Yes, a free cloakroom and lockers by the entrance.',
  },
  de: {
    title: 'Gibt es eine Garderobe?',
    content: 'Ja, eine kostenlose Garderobe und Schließfächer am Eingang.',
  },
  sv: {
    title: 'Finns det garderob?',
    content: 'Ja, gratis garderob och skåp vid entrén.',
  },
} as const;
const states = ['default', 'hover', 'focus'] as const;
const openness = ['closed', 'open'] as const;

/**
 * A section closed and open (the accordion's own `defaultOpen`, so aria-expanded and the turned chevron are its own)
 * in each state: hover and focus are forced on the section's button with `data-force-state`, styled by the button's
 * own hover rule and the theme's focus rule. An accordion has no pressed, loading or error look.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  const items = [{ id: 'cloakroom', title: labels.title, content: <p>{labels.content}</p> }];
  return (
    <Container>
      <StateMatrix
        wide
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={openness.map((open) => ({ id: open, label: labels[open] }))}
        cell={(open, state) => (
          <ForceState state={state === 'default' ? null : state} target="button[aria-expanded]">
            <Accordion items={items} headingLevel={2} defaultOpen={open === 'open' ? ['cloakroom'] : []} />
          </ForceState>
        )}
      />
    </Container>
  );
};
