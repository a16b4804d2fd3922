import type { Story, StoryDefault } from '@ladle/react';
import { StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Button } from '@design-system/primitives/Button';
import { Container } from '@design-system/primitives/Container';
import { type ButtonFixture, buttonFixtures as f } from '@fixtures/components/Button.fixtures';

export default {
  title: 'Primitives/Button',
  meta: {
    usage: {
      when: 'An action on the page (open, play, submit, load more). When it navigates, it is a link: use ButtonLink, in the same look.',
      props:
        'variant (primary, secondary, inverse, link), iconOnly (round, for an icon), disabled, loading (busy with its action), type.',
      accessibility:
        'At least 44 × 44 px; the visible label is the accessible name. Disabled buttons are skipped by the keyboard: say elsewhere why an action is unavailable. A loading button keeps its label and focus, says it is busy (aria-busy, aria-disabled) and ignores clicks; announce the outcome elsewhere.',
    },
  },
} satisfies StoryDefault;

const Example = ({ fixture }: { fixture: ButtonFixture }) => (
  <Container>
    <Button variant={fixture.variant}>{fixture.label}</Button>
  </Container>
);

export const Default: Story = () => <Example fixture={f.default} />;
export const Secondary: Story = () => <Example fixture={f.secondary} />;
export const LinkStyled: Story = () => <Example fixture={f.linkStyled} />;
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;

const stateLabels = {
  da: {
    label: 'Køb billet',
  },
  en: {
    label: 'Buy tickets',
  },
  de: {
    label: 'Tickets kaufen',
  },
  sv: {
    label: 'Köp biljett',
  },
} as const;
const states = ['default', 'hover', 'focus', 'active', 'loading', 'disabled'] as const;
const variants = ['primary', 'secondary', 'link'] as const;

/**
 * Every variant in each state the button has, side by side. Hover, focus and pressed (active) are forced with
 * `data-force-state`, which the button's own hover and pressed rules and the theme's focus rule style; loading and
 * disabled are the button's own props (`loading`: a spinner before the label, `aria-busy` and `aria-disabled`, still
 * focusable, clicks ignored). A button has no error look: an action that fails says so next to it.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  return (
    <Container>
      <StateMatrix
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={variants.map((variant) => ({ id: variant, label: variant }))}
        cell={(variant, state) => (
          <Button
            variant={variant}
            disabled={state === 'disabled'}
            loading={state === 'loading'}
            data-force-state={state === 'hover' || state === 'focus' || state === 'active' ? state : undefined}
          >
            {labels.label}
          </Button>
        )}
      />
    </Container>
  );
};
