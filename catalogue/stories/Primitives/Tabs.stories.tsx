import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, NotApplicable, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Tabs } from '@design-system/primitives/Tabs';
import { tabsFixtures as f } from '@fixtures/components/Tabs.fixtures';

export default {
  title: 'Primitives/Tabs',
  meta: {
    usage: {
      when: 'Switching between views of the same thing (about an episode / transcript, teacher / student).',
      props: "tabs (label, content), label (the tab list's name).",
      accessibility:
        'The ARIA tabs pattern: arrow keys move between tabs, Tab moves into the panel; panels are named by their tab.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Tabs {...f.default} />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <Tabs {...f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Tabs {...f.minimal} />
  </Container>
);
export const HiddenWhenSingle: Story = () => (
  <Container>
    <Tabs {...f.hiddenWhenSingle} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <Tabs {...f.empty} />
  </Container>
);

const stateLabels = {
  da: {
    selected: 'Valgt fane',
    other: 'Anden fane',
    neverFocused: 'Får aldrig fokus: fokus følger den valgte fane',
    list: 'Praktisk information',
    tabs: ['Billetter', 'Åbningstider'],
    panels: ['Voksne 140 kr., under 18 år gratis.', 'Tirsdag–søndag 10–17.'],
  },
  en: {
    selected: 'Selected tab',
    other: 'Other tab',
    neverFocused: 'Never focused: focus follows the selected tab',
    list: 'Practical information',
    tabs: ['Tickets', 'Opening hours'],
    panels: ['Adults DKK 140, under 18 free.', 'Tuesday–Sunday 10–17.'],
  },
  de: {
    selected: 'Gewählter Tab',
    other: 'Anderer Tab',
    neverFocused: 'Nie fokussiert: der Fokus folgt dem gewählten Tab',
    list: 'Praktische Informationen',
    tabs: ['Tickets', 'Öffnungszeiten'],
    panels: ['Erwachsene 140 DKK, unter 18 frei.', 'Dienstag–Sonntag 10–17 Uhr.'],
  },
  sv: {
    selected: 'Vald flik',
    other: 'Annan flik',
    neverFocused: 'Får aldrig fokus: fokus följer den valda fliken',
    list: 'Praktisk information',
    tabs: ['Biljetter', 'Öppettider'],
    panels: ['Vuxna 140 kr, under 18 gratis.', 'Tisdag–söndag 10–17.'],
  },
} as const;
const states = ['default', 'hover', 'focus'] as const;
const tabKinds = ['selected', 'other'] as const;
/** The tab each row puts in its state: the selected one (the first), or the other one. */
const targets = { selected: '[role="tab"][aria-selected="true"]', other: '[role="tab"][aria-selected="false"]' };

/**
 * The selected tab and another tab in each state, in a tab list of two: hover and focus are forced with
 * `data-force-state` on the row's tab, styled by the tab's own hover rule and the theme's focus rule; selected is the
 * tab's own aria-selected. Only the selected tab ever takes focus (roving tabindex: the arrow keys select as they
 * move). Tabs have no pressed, loading or error look (pressing a tab selects it).
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  const tabs = labels.tabs.map((label, index) => ({
    id: `tab-${index}`,
    label,
    content: <p>{labels.panels[index]}</p>,
  }));
  return (
    <Container>
      <StateMatrix
        wide
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={tabKinds.map((kind) => ({ id: kind, label: labels[kind] }))}
        cell={(kind, state) =>
          kind === 'other' && state === 'focus' ? (
            <NotApplicable>{labels.neverFocused}</NotApplicable>
          ) : (
            <ForceState state={state === 'default' ? null : state} target={targets[kind]}>
              <Tabs tabs={tabs} label={`${labels.list}: ${labels[kind]}, ${labels[state]}`} />
            </ForceState>
          )
        }
      />
    </Container>
  );
};
