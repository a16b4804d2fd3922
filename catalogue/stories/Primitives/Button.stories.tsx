import type { Story, StoryDefault } from '@ladle/react';
import { StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { impactSurface } from '@catalogue/support/StateMatrix.css';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Button } from '@design-system/primitives/Button';
import { closeGlyph } from '@design-system/primitives/CloseButton/CloseButton.css';
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
    close: 'Luk',
    inverse: 'inverse (på en farveflade)',
    iconOnly: 'kun ikon (secondary)',
  },
  en: {
    label: 'Buy tickets',
    close: 'Close',
    inverse: 'inverse (on an impact surface)',
    iconOnly: 'icon only (secondary)',
  },
  de: {
    label: 'Tickets kaufen',
    close: 'Schließen',
    inverse: 'inverse (auf einer Farbfläche)',
    iconOnly: 'nur Symbol (secondary)',
  },
  sv: {
    label: 'Köp biljett',
    close: 'Stäng',
    inverse: 'inverse (på en färgyta)',
    iconOnly: 'endast ikon (secondary)',
  },
} as const;
const states = ['default', 'hover', 'focus', 'active', 'loading', 'disabled'] as const;
const rows = ['primary', 'secondary', 'inverse', 'link', 'iconOnly'] as const;

/**
 * Every variant in each state the button has, side by side, with inverse on the impact colours it is made for and an
 * icon-only button (round, named by its aria-label) as the dialog's close button and the header's tools use it.
 * Hover, focus and pressed (active) are forced with `data-force-state`, which the button's own hover and pressed rules
 * and the theme's focus rule style; loading and disabled are the button's own props (`loading`: a spinner before the
 * label, `aria-busy` and `aria-disabled`, still focusable, clicks ignored). A button has no error look: an action that
 * fails says so next to it.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  return (
    <Container>
      <StateMatrix
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={rows.map((row) => ({
          id: row,
          label: row === 'inverse' || row === 'iconOnly' ? labels[row] : row,
        }))}
        cell={(row, state) => {
          const stateProps = {
            disabled: state === 'disabled',
            loading: state === 'loading',
            'data-force-state': state === 'hover' || state === 'focus' || state === 'active' ? state : undefined,
          };
          if (row === 'iconOnly')
            return (
              <Button variant="secondary" iconOnly aria-label={labels.close} {...stateProps}>
                <span className={closeGlyph} aria-hidden="true">
                  ×
                </span>
              </Button>
            );
          const button = (
            <Button variant={row} {...stateProps}>
              {labels.label}
            </Button>
          );
          return row === 'inverse' ? <span className={impactSurface}>{button}</span> : button;
        }}
      />
    </Container>
  );
};
