import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Disclosure } from '@design-system/primitives/Disclosure';
import { type DisclosureFixture, disclosureFixtures as f } from '@fixtures/components/Disclosure.fixtures';

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

const stateLabels = {
  da: {
    summary: 'Flere åbningstider',
    text: 'Lukket 24., 25. og 31. december samt 1. januar.',
  },
  en: {
    summary: 'More opening hours',
    text: 'Closed on 24, 25 and 31 December and 1 January.',
  },
  de: {
    summary: 'Weitere Öffnungszeiten',
    text: 'Geschlossen am 24., 25. und 31. Dezember sowie am 1. Januar.',
  },
  sv: {
    summary: 'Fler öppettider',
    text: 'Stängt 24, 25 och 31 december samt 1 januari.',
  },
} as const;
const states = ['default', 'hover', 'focus'] as const;
const openness = ['closed', 'open'] as const;

/**
 * Closed and open (the native details element's own `open`, which turns the chevron) in each state: hover and focus
 * are forced on the summary with `data-force-state`, styled by the summary's own hover rule (underlined, as the
 * accordion's buttons are) and the theme's focus rule. A disclosure has no pressed, loading or error look.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  return (
    <Container>
      <StateMatrix
        wide
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={openness.map((open) => ({ id: open, label: labels[open] }))}
        cell={(open, state) => (
          <ForceState state={state === 'default' ? null : state} target="summary">
            <Disclosure summary={labels.summary} defaultOpen={open === 'open'}>
              <p>{labels.text}</p>
            </Disclosure>
          </ForceState>
        )}
      />
    </Container>
  );
};
