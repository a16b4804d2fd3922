import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Pagination } from '@design-system/primitives/Pagination';
import { paginationFixtures as f } from '@fixtures/components/Pagination.fixtures';

/** Links to the pages of a list (search results): plain links, the current page marked. */
export default {
  title: 'Primitives/Pagination',
  meta: {
    usage: {
      when: 'Moving between pages of a long list (search results, press releases).',
      props: "page, pageCount, href (builds each page's link), label.",
      accessibility:
        'A nav landmark; the current page has aria-current="page"; previous and next have full text names, not only arrows.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Pagination {...f.default} />
  </Container>
);
/** The last of many pages: no next link. */
export const LongText: Story = () => (
  <Container>
    <Pagination {...f.longText} />
  </Container>
);
export const Middle: Story = () => (
  <Container>
    <Pagination {...f.middle} />
  </Container>
);
/** One page: nothing renders. */
export const Minimal: Story = () => (
  <Container>
    <Pagination {...f.minimal} />
  </Container>
);

const stateLabels = {
  da: {
    page: 'Side',
    current: 'Aktuel side',
    step: 'Forrige/næste',
    nav: 'Sider',
  },
  en: {
    page: 'Page',
    current: 'Current page',
    step: 'Previous/next',
    nav: 'Pages',
  },
  de: {
    page: 'Seite',
    current: 'Aktuelle Seite',
    step: 'Zurück/weiter',
    nav: 'Seiten',
  },
  sv: {
    page: 'Sida',
    current: 'Aktuell sida',
    step: 'Föregående/nästa',
    nav: 'Sidor',
  },
} as const;
const states = ['default', 'hover', 'focus'] as const;
const links = ['page', 'current', 'step'] as const;
/** The link each row puts in its state, in "1 2 Næste" (the first of two pages). */
const targets = {
  page: 'a:not([aria-current]):not([rel])',
  current: 'a[aria-current="page"]',
  step: 'a[rel="next"]',
};

/**
 * A page number, the current page (the pagination's own aria-current="page") and the next link, each in its states,
 * in the pagination of the first of two pages: hover and focus are forced with `data-force-state` on the row's link,
 * styled by the links' own hover rules and the theme's focus rule. A pagination has no pressed or loading look, and
 * no error look: a page out of range is shown as the nearest page (pageWindow clamps it), and plain links cannot fail
 * on their own.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  return (
    <Container>
      <StateMatrix
        columns={states.map((state) => ({ id: state, label: labels[state] }))}
        rows={links.map((link) => ({ id: link, label: labels[link] }))}
        cell={(link, state) => (
          <ForceState state={state === 'default' ? null : state} target={targets[link]}>
            <Pagination
              page={1}
              pageCount={2}
              href={f.default.href}
              label={`${labels.nav}: ${labels[link]}, ${labels[state]}`}
            />
          </ForceState>
        )}
      />
    </Container>
  );
};
