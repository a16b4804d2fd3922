/**
 * Component tests: Testing Library in a DOM (happy-dom), with the design system's one provider, the page locale.
 *
 * A test file opts in with the docblock `// @vitest-environment happy-dom` on its first line (every other test file
 * runs in Node, without a DOM), imports `render`, `screen`, `within` and `userEvent` from here, and queries what a
 * visitor and assistive technology get: roles and accessible names (`screen.getByRole('button', { name: … })`),
 * not markup. The jest-dom matchers (`toHaveAttribute`, `toBeVisible`, `toHaveAccessibleName`…) are registered here
 * too. Tests about server HTML itself (hydration markers, a component that renders nothing) keep
 * `renderToStaticMarkup` and say why.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, type RenderOptions, type RenderResult, render as renderInDom, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { LocaleProvider } from '../i18n/LocaleContext';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

if (typeof document === 'undefined') {
  throw new Error(
    'design-system/testing/render needs a DOM: put `// @vitest-environment happy-dom` on the first line of the test file',
  );
}

// happy-dom computes no `display` for inline elements without a stylesheet, and Testing Library's accessible-name
// computation then puts a space around every span ("Læs artiklen : Hvem…"). A browser's defaults for the phrasing
// elements keep names as a browser computes them.
const inlineDefaults = document.createElement('style');
inlineDefaults.textContent =
  'a, abbr, b, bdi, bdo, cite, code, data, del, dfn, em, i, ins, kbd, mark, q, s, samp, small, span, strong, sub, sup, time, u, var { display: inline; }';
document.head.append(inlineDefaults);
// One difference stays: the name computation drops the space that opens a visually hidden span ("Luk<span> artiklen
// og gå tilbage</span>" is named "Lukartiklen…"). Match such names with a pattern and check the words with
// toHaveTextContent.

// Vitest's globals are off, so Testing Library cannot register its own clean-up: unmount after every test here.
afterEach(() => {
  cleanup();
});

export interface ComponentRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The page language the component renders in (the words of the interface); Danish by default, as on the site. */
  locale?: Locale;
}

/** Renders a component into the test document inside the locale provider, as a page would. */
export function render(
  ui: ReactElement,
  { locale = DEFAULT_LOCALE, ...options }: ComponentRenderOptions = {},
): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>{children}</LocaleProvider>
  );
  return renderInDom(ui, { ...options, wrapper });
}

/** The headings under `root` in document order, each as `h<level> <text>`: a component's outline at a glance. */
export function headingOutline(root: HTMLElement = document.body): string[] {
  return within(root)
    .queryAllByRole('heading')
    .map((heading) => {
      const level = heading.getAttribute('aria-level') ?? heading.tagName.slice(1);
      return `h${level} ${heading.textContent?.replace(/\s+/g, ' ').trim()}`;
    });
}

export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
export { userEvent } from '@testing-library/user-event';
