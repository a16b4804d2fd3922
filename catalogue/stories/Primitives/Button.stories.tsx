import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../../design-system/primitives/Button';
import { Container } from '../../../design-system/primitives/Container';
import { type ButtonFixture, buttonFixtures as f } from '../../../fixtures/components/Button.fixtures';
import { useCatalogueSettings } from '../../support/settings';
import { stateHeader, stateMatrix, stateScroll } from './StoryLayout.css';

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

const stateLabels = {
  da: { label: 'Køb billet', default: 'Standard', hover: 'Mus over', focus: 'Fokus', disabled: 'Deaktiveret' },
  en: { label: 'Buy tickets', default: 'Default', hover: 'Hover', focus: 'Focus', disabled: 'Disabled' },
  de: { label: 'Tickets kaufen', default: 'Standard', hover: 'Hover', focus: 'Fokus', disabled: 'Deaktiviert' },
  sv: { label: 'Köp biljett', default: 'Standard', hover: 'Hovring', focus: 'Fokus', disabled: 'Inaktiverad' },
} as const;
const states = ['default', 'hover', 'focus', 'disabled'] as const;
const variants = ['primary', 'secondary', 'link'] as const;

/**
 * Every variant in each state the button has, side by side: hover and focus are forced with
 * `data-force-state`, which the button's own hover rule and the theme's focus rule style. The button has no
 * separate pressed (active) or loading look.
 */
export const States: Story = () => {
  const labels = stateLabels[useCatalogueSettings().locale];
  return (
    <Container>
      <div className={stateScroll}>
        <table className={stateMatrix}>
          <thead>
            <tr>
              <td />
              {states.map((state) => (
                <th key={state} scope="col" className={stateHeader}>
                  {labels[state]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <tr key={variant}>
                <th scope="row" className={stateHeader}>
                  {variant}
                </th>
                {states.map((state) => (
                  <td key={state}>
                    <Button
                      variant={variant}
                      disabled={state === 'disabled'}
                      data-force-state={state === 'hover' || state === 'focus' ? state : undefined}
                    >
                      {labels.label}
                    </Button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Container>
  );
};
