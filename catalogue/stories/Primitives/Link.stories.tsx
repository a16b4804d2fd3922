import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { linkFixtures as f } from '@fixtures/components/Link.fixtures';

export default {
  title: 'Primitives/Link',
  meta: {
    usage: {
      when: 'Text that takes the visitor somewhere: inside the site, to a sister site or to another website.',
      props: 'link.kind (internal, crossSite, external), link.href, link.label, hrefLang.',
      accessibility:
        'External and cross-site links say so in their accessible name; the label must make sense out of context (no "læs mere" alone).',
    },
  },
} satisfies StoryDefault;

const Example = ({ link }: { link: LinkModel }) => (
  <Container>
    <p>
      <Link link={link} />
    </p>
  </Container>
);

export const Default: Story = () => <Example link={f.default} />;
export const LongText: Story = () => <Example link={f.longText} />;
export const Minimal: Story = () => <Example link={f.minimal} />;
export const CrossSite: Story = () => <Example link={f.crossSite} />;
/** Also shows VisuallyHidden: "(ekstern side)" is read out, not shown. */
export const External: Story = () => <Example link={f.external} />;
export const OtherLanguage: Story = () => <Example link={f.otherLanguage} />;

const stateLabels = {
  da: {
    internal: 'Intern',
    crossSite: 'Søstersite',
    external: 'Ekstern',
    links: { internal: 'Se alle udstillinger', crossSite: 'Besøg Frilandsmuseet i Lyngby' },
  },
  en: {
    internal: 'Internal',
    crossSite: 'Sister site',
    external: 'External',
    links: { internal: 'See all exhibitions', crossSite: 'Visit the Open Air Museum in Lyngby' },
  },
  de: {
    internal: 'Intern',
    crossSite: 'Schwesterseite',
    external: 'Extern',
    links: { internal: 'Alle Ausstellungen ansehen', crossSite: 'Das Freilichtmuseum in Lyngby besuchen' },
  },
  sv: {
    internal: 'Intern',
    crossSite: 'Systerwebbplats',
    external: 'Extern',
    links: { internal: 'Se alla utställningar', crossSite: 'Besök Frilandsmuseet i Lyngby' },
  },
} as const;
const kinds = ['internal', 'crossSite', 'external'] as const;
const states = ['default', 'focus'] as const;

/**
 * Each kind of link, at rest and focused (forced with `data-force-state`, which the theme's focus rule styles). The
 * link draws nothing of its own: it is an anchor in the colour of the text around it with the browser's underline,
 * or in the look of the class its caller gives it (Teaser, Compact Row, Pagination …, whose matrices show their
 * hover). So it has no hover, pressed, current or error look of its own to show: `current` only sets
 * aria-current="page", which the header and breadcrumb style themselves. The kinds look the same; an external link
 * adds "(ekstern side)" for screen readers only.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  const links: Record<(typeof kinds)[number], LinkModel> = {
    internal: { ...f.default, label: labels.links.internal },
    crossSite: { ...f.crossSite, label: labels.links.crossSite },
    external: f.external,
  };
  return (
    <Container>
      <StateMatrix
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={kinds.map((kind) => ({ id: kind, label: labels[kind] }))}
        cell={(kind, state) => (
          <ForceState state={state === 'default' ? null : state} target="a">
            <Link link={links[kind]} />
          </ForceState>
        )}
      />
    </Container>
  );
};
