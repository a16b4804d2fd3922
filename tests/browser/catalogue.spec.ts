import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { audioFiles } from '@fixtures/components/audio';
import { mediaFiles } from '@fixtures/components/images';
import { samplePageTheme } from '@tokens/pageThemes';
import { themedSiteIds } from '@tokens/sites';
import { TEST_PORT } from '../../playwright.config';
import { AXE_RUN_OPTIONS, type AxeViolation, axeViolations, formatViolations, WCAG_TAGS } from './helpers/axe';
import { CATALOGUE_META_PATH, openStory, readCatalogueStories, storyUrl } from './helpers/catalogue';
import {
  expect,
  expectBrowserErrors,
  OFFLINE_MUX_STREAM,
  OFFLINE_THIRD_PARTY,
  type Page,
  test,
  watchBrowserErrors,
} from './helpers/test';

/**
 * Every catalogue story, alone (Ladle's preview mode), checked with axe: the full WCAG 2.2 AA rule
 * set in the natmus theme, colour contrast in each of the other site themes, and colour contrast
 * once more in the natmus theme with the sample page theme on ("every component looks
 * right in all ten site themes and with a page theme override").
 * Needs the built catalogue (npm run build, or npm run catalogue:build), served at /catalogue/.
 */
const stories = readCatalogueStories();
const DEFAULT_SITE = 'natmus';
const otherSites = themedSiteIds.filter((site) => site !== DEFAULT_SITE);

/** A site theme, with or without the catalogue's sample page theme over it. */
interface ThemeVariant {
  site: string;
  pageTheme: boolean;
}

/** The colour-contrast runs after the full run in natmus: the other sites, then natmus with the page theme. */
const contrastVariants: ThemeVariant[] = [
  ...otherSites.map((site) => ({ site, pageTheme: false })),
  { site: DEFAULT_SITE, pageTheme: true },
];

/** `#rrggbb` as the rgb() a computed style reports. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const PAGE_THEME_BACKGROUND = rgb(samplePageTheme.colours.primaryBackground);

/** The page a worker keeps open: Ladle's app loads once, and each story is shown in place. */
interface StoryPage {
  page: Page;
  errors: string[];
  /** False after a test that did not finish: the next one starts from a fresh load. */
  healthy: boolean;
}

const DESKTOP = { width: 1280, height: 720 };

const storyTest = test.extend<{ storyPage: StoryPage }, { workerStoryPage: StoryPage }>({
  workerStoryPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://localhost:${TEST_PORT}`,
        reducedMotion: 'reduce',
        viewport: DESKTOP,
      });
      const page = await context.newPage();
      const state: StoryPage = { page, errors: [], healthy: false };
      page.on('pageerror', (error) => state.errors.push(error.message));
      await use(state);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The worker's page, watched for console and page errors while a test uses it (as every test's pages are).
  storyPage: async ({ workerStoryPage, browserErrors }, use) => {
    const stop = watchBrowserErrors(workerStoryPage.page.context(), browserErrors);
    await use(workerStoryPage);
    stop();
  },
});

/**
 * In the page: shows a story in a site theme, without the page theme, the way Ladle's own navigation and switchers
 * do (the URL changes and a popstate re-renders in place), then waits, polling every few milliseconds, until the
 * story's wrapper carries the story id and site (and the shell, for stories that render one, the site). Resolves to
 * what went wrong, or null. Waiting inside the page takes a story's own render time; Playwright's polling
 * expectations added ~0.1-0.3 s a story.
 */
function showInPlace({ story, theme }: { story: string; theme: string }): Promise<string | null> {
  const url = new URL(window.location.href);
  url.searchParams.set('story', story);
  url.searchParams.set('site', theme);
  url.searchParams.delete('pageTheme');
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  const shows = () => {
    const wrapper = `[data-catalogue-story="${story}"][data-catalogue-site="${theme}"][data-catalogue-page-theme="none"][data-catalogue-ready]`;
    if (!document.querySelector(wrapper)) return false;
    const shell = document.querySelector('[data-site]');
    return !shell || shell.getAttribute('data-site') === theme;
  };
  const deadline = performance.now() + 10_000;
  return new Promise((resolve) => {
    const check = () => {
      if (document.body.textContent?.includes('Story not found')) resolve('Story not found');
      else if (shows()) resolve(null);
      else if (performance.now() > deadline) resolve('the story did not show in this theme within 10 s');
      else setTimeout(check, 5);
    };
    check();
  });
}

/**
 * Shows a story in a site theme: in place when the worker's page is healthy, else from a fresh load (Ladle's app
 * loads once a worker, or again after a test that did not finish). Fails on page errors.
 */
async function showStory(state: StoryPage, id: string, site: string): Promise<void> {
  const { page } = state;
  if (state.healthy) {
    const problem = await page.evaluate(showInPlace, { story: id, theme: site });
    expect(problem, `${id} (${site})`).toBeNull();
  } else {
    await page.setViewportSize(DESKTOP);
    await page.goto(storyUrl(id, site));
    await expect(
      page.locator(
        `[data-catalogue-story="${id}"][data-catalogue-site="${site}"][data-catalogue-page-theme="none"][data-catalogue-ready]`,
      ),
    ).toBeAttached();
    await expect(page.getByText('Story not found')).toHaveCount(0);
    if (await page.locator('[data-site]').count()) {
      // Stories that render SiteShell carry the theme on the shell itself.
      await expect(page.locator('[data-site]').first()).toHaveAttribute('data-site', site);
    }
  }
  expect(state.errors, `page errors in ${id} (${site})`).toEqual([]);
}

/** A story's colour-contrast result in one theme, or why it could not be checked. */
interface ThemeContrast {
  site: string;
  violations: AxeViolation[];
  problem?: string;
}

/**
 * Colour contrast of the story in each variant (the other site themes; natmus with the sample page
 * theme), in one round trip: inside the page, each variant is switched to the way Ladle's own
 * switcher does it (the URL changes and a popstate re-renders in place), and once the story's
 * wrapper (and the shell, for stories that render one) carries it, the injected axe runs its
 * colour-contrast rule. With the page theme, the themed root (the shell, or the story's wrapper)
 * must show the page theme's background, or the run reports that the page theme was not applied.
 * In each variant axe measures only the texts whose visual facts (colour, size, weight, and the backgrounds,
 * opacity and blending of every box under them) were not yet measured without violation, in any theme, by this or
 * an earlier story of the worker: themes share colours, and the Long text, Minimal and Empty stories of a component
 * mostly repeat its Default one; most of the run's time went to measuring the same colours again. `passed`: the
 * story passed the full run in the theme it shows now, whose texts then count as measured. Needs axe injected by a
 * first run.
 */
async function contrastInVariants(
  page: Page,
  id: string,
  variants: ThemeVariant[],
  passed: boolean,
): Promise<ThemeContrast[]> {
  return page.evaluate(
    async ({ story, variants, options, pageThemeBackground, current }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document | { include: Element[] }, options: object) => Promise<{ violations: unknown[] }>;
          };
        }
      ).axe;
      const wrapperOf = (theme: string, pageTheme: boolean) =>
        document.querySelector<HTMLElement>(
          `[data-catalogue-story="${story}"][data-catalogue-site="${theme}"][data-catalogue-page-theme="${pageTheme ? 'sample' : 'none'}"]`,
        );
      const shows = (theme: string, pageTheme: boolean) => {
        if (!wrapperOf(theme, pageTheme)) return false;
        const shell = document.querySelector('[data-site]');
        return !shell || shell.getAttribute('data-site') === theme;
      };
      const shown = (theme: string, pageTheme: boolean) =>
        new Promise<boolean>((resolve) => {
          const deadline = performance.now() + 10_000;
          const check = () => {
            if (shows(theme, pageTheme)) resolve(true);
            else if (performance.now() > deadline) resolve(false);
            else setTimeout(check, 5);
          };
          check();
        });
      // What axe's colour-contrast measures is decided by the computed styles of a text and of the boxes under it:
      // its colour, shadow, and whether it is large text (its size and weight), and the background, opacity, filter
      // and blending of each ancestor up to the first solid one. A text
      // whose visual facts were already measured without violation, in this or any theme, by this or an earlier
      // story, has the same contrast. Where an ancestor is taken out of the flow (absolute, fixed, sticky), what
      // lies under the text may be a sibling, not an ancestor: there the element chain itself joins the key.
      const STRUCTURE_SKIP = new Set(
        'id href src srcset sizes alt title for name value content datetime aria-label aria-labelledby aria-describedby aria-controls aria-owns'.split(
          ' ',
        ),
      );
      const structure = (element: Element): string =>
        `${element.parentElement ? structure(element.parentElement) : ''}>${element.tagName}[${[...element.attributes]
          .filter((attribute) => !STRUCTURE_SKIP.has(attribute.name) && !attribute.name.startsWith('data-catalogue'))
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort()
          .join(',')}]`;
      const layers = new Map<Element, string>();
      const layerKey = (element: Element): string => {
        let key = layers.get(element);
        if (key !== undefined) return key;
        const style = getComputedStyle(element);
        const lifted = ['absolute', 'fixed', 'sticky'].includes(style.position);
        const own = [style.backgroundColor, style.backgroundImage, style.opacity, style.filter, style.mixBlendMode];
        const below = element.parentElement ? layerKey(element.parentElement) : '';
        const facts = own.join('|');
        // A box that paints nothing and is in the flow adds nothing: how deep a text sits does not matter. A box in
        // the flow that paints a solid colour hides whatever lies below it.
        const clear = !lifted && facts === 'rgba(0, 0, 0, 0)|none|1|none|normal';
        const solid = !lifted && /^rgb\(/.test(style.backgroundColor) && facts.endsWith('|none|1|none|normal');
        key = clear ? below : `${solid ? '' : below}>${facts}${lifted ? `@${structure(element)}` : ''}`;
        layers.set(element, key);
        return key;
      };
      const textKey = (element: Element): string => {
        const style = getComputedStyle(element);
        // Which of WCAG's two thresholds applies, worked out as axe does: large is 18 pt, or 14 pt bold.
        const points = Math.ceil(Number.parseFloat(style.fontSize) * 72) / 96;
        const large = Number(style.fontWeight) >= 700 ? points >= 14 : points >= 18;
        return `${layerKey(element)}#${[style.color, large ? 'large' : 'normal', style.textShadow].join('|')}`;
      };
      /** The elements with text of their own (and form fields), by their visual facts. */
      const textsByKey = () => {
        layers.clear();
        const texts = new Map<string, Element[]>();
        for (const element of document.body.querySelectorAll('*')) {
          const ownText =
            element.matches('input, select, textarea') ||
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          if (!ownText) continue;
          const key = textKey(element);
          texts.set(key, [...(texts.get(key) ?? []), element]);
        }
        return texts;
      };
      const store = window as unknown as { measuredTexts?: Set<string> };
      store.measuredTexts ??= new Set();
      const seen = store.measuredTexts;
      // The story as it shows now (the default theme) passed the full run: its texts count as measured.
      if (current) for (const key of textsByKey().keys()) seen.add(key);
      const results: { site: string; violations: unknown[]; problem?: string }[] = [];
      for (const { site: theme, pageTheme } of variants) {
        const label = pageTheme ? `${theme} + page theme` : theme;
        const url = new URL(window.location.href);
        url.searchParams.set('story', story);
        url.searchParams.set('site', theme);
        if (pageTheme) url.searchParams.set('pageTheme', 'sample');
        else url.searchParams.delete('pageTheme');
        window.history.replaceState(window.history.state, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        if (!(await shown(theme, pageTheme))) {
          results.push({ site: label, violations: [], problem: 'the story did not show in this theme within 10 s' });
          continue;
        }
        if (document.body.textContent?.includes('Story not found')) {
          results.push({ site: label, violations: [], problem: 'Story not found' });
          continue;
        }
        if (pageTheme) {
          // The themed root: the shell a story renders, else the Provider's wrapper (stories that own
          // their theme without a shell, such as the preview banner, sit outside any page's theme).
          const wrapper = wrapperOf(theme, pageTheme);
          const root = document.querySelector<HTMLElement>('[data-site]') ?? (wrapper?.className ? wrapper : null);
          const background = root ? getComputedStyle(root).backgroundColor : null;
          if (root && background !== pageThemeBackground) {
            results.push({
              site: label,
              violations: [],
              problem: `the page theme was not applied (background ${background}, expected ${pageThemeBackground})`,
            });
            continue;
          }
        }
        const unchecked = [...textsByKey()].filter(([key]) => !seen.has(key));
        if (unchecked.length === 0) {
          results.push({ site: label, violations: [] });
          continue;
        }
        const { violations } = await axe.run(
          { include: unchecked.flatMap(([, elements]) => elements) },
          { ...options, runOnly: { type: 'rule', values: ['color-contrast'] } },
        );
        if (violations.length === 0) for (const [key] of unchecked) seen.add(key);
        results.push({ site: label, violations });
      }
      return results;
    },
    { story: id, variants, options: AXE_RUN_OPTIONS, pageThemeBackground: PAGE_THEME_BACKGROUND, current: passed },
  ) as Promise<ThemeContrast[]>;
}

test('the catalogue is built and has stories', () => {
  expect(stories.length, `no stories in ${CATALOGUE_META_PATH}: run npm run catalogue:build`).toBeGreaterThan(0);
});

test('every image the fixtures name exists in fixtures/content/media', () => {
  const mediaDir = path.resolve(path.dirname(CATALOGUE_META_PATH), '../../fixtures/content/media');
  const missing = Object.entries(mediaFiles).filter(([, file]) => !existsSync(path.join(mediaDir, file)));
  expect(missing, 'update mediaFiles in fixtures/components/images.ts').toEqual([]);
});

test('every recording the fixtures name exists in fixtures/content/media', () => {
  const mediaDir = path.resolve(path.dirname(CATALOGUE_META_PATH), '../../fixtures/content/media');
  const missing = Object.entries(audioFiles).filter(([, file]) => !existsSync(path.join(mediaDir, file)));
  expect(missing, 'update audioFiles in fixtures/components/audio.ts').toEqual([]);
});

storyTest.describe('catalogue stories pass axe', () => {
  for (const story of stories) {
    // Embeds and the video load third-party scripts and Mux's stream, unreachable from this offline machine.
    storyTest.describe(() => {
      if (/embed|video/i.test(story.id)) expectBrowserErrors(OFFLINE_THIRD_PARTY, ...OFFLINE_MUX_STREAM);
      storyTest(`${story.levels.join(' / ')} / ${story.name}`, async ({ storyPage }) => {
        storyTest.setTimeout(90_000);
        const { page } = storyPage;
        storyPage.errors.length = 0;
        const failures: string[] = [];
        const record = (violations: AxeViolation[], site: string) => {
          if (violations.length > 0) failures.push(formatViolations(violations, `${story.id} @ ${site}`));
        };

        await showStory(storyPage, story.id, DEFAULT_SITE);
        storyPage.healthy = false;
        const defaultViolations = await axeViolations(page);
        record(defaultViolations, DEFAULT_SITE);

        const variants = await contrastInVariants(page, story.id, contrastVariants, defaultViolations.length === 0);
        for (const { site, violations, problem } of variants) {
          if (problem) failures.push(`[${story.id} @ ${site}] ${problem}`);
          record(violations, site);
        }
        expect(storyPage.errors, `page errors in ${story.id} (other themes, page theme)`).toEqual([]);

        // WCAG 1.4.10 Reflow: at 320 CSS px nothing may widen the page (long words, URLs, grids).
        await page.setViewportSize({ width: 320, height: 800 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) failures.push(`[${story.id}] reflow: the page is ${overflow}px wider than a 320px viewport`);
        await page.setViewportSize(DESKTOP);
        storyPage.healthy = true;

        expect(failures, `accessibility failures:\n\n${failures.join('\n\n')}`).toEqual([]);
      });
    });
  }
});

test.describe('catalogue keyboard', () => {
  test('Tab focuses the skip link and shows it', async ({ sharedPage: page }) => {
    const skipLink = page.locator('a[href="#main-content"]');
    await openStory(page, 'shell--skip-link--default');
    await expect(page.locator('#main-content')).toBeAttached();
    await expect(skipLink).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await expect(skipLink).toBeInViewport({ ratio: 1 });
  });

  test('Enter on the skip link moves focus to the main content', async ({ sharedPage: page }) => {
    await openStory(page, 'shell--site-shell--default');
    await expect(page.locator('#main-content')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#main-content"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('catalogue switcher', () => {
  test('changes theme and language, and is accessible', async ({ sharedPage: page }) => {
    await page.goto(storyUrl('blocks--page-hero--default', DEFAULT_SITE, 'da', 'full'));
    const switcher = page.locator('[data-catalogue-switcher]');
    await expect(switcher).toBeVisible();

    await switcher.getByLabel('Site theme').selectOption('krigsmuseet');
    await switcher.getByLabel('Language').selectOption('en');
    await expect(page.locator('[data-catalogue-story]')).toHaveAttribute('data-catalogue-site', 'krigsmuseet');
    await expect(page.locator('[data-catalogue-story]')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).searchParams.get('site')).toBe('krigsmuseet');
    expect(new URL(page.url()).searchParams.get('locale')).toBe('en');

    // The page theme: the sample's colours over the (dark) war museum theme, and back.
    const story = page.locator('[data-catalogue-story]');
    const siteBackground = await story.evaluate((element) => getComputedStyle(element).backgroundColor);
    await switcher.getByLabel('Page theme').selectOption('sample');
    await expect(story).toHaveAttribute('data-catalogue-page-theme', 'sample');
    await expect(story).toHaveCSS('background-color', PAGE_THEME_BACKGROUND);
    expect(new URL(page.url()).searchParams.get('pageTheme')).toBe('sample');
    await switcher.getByLabel('Page theme').selectOption('none');
    await expect(story).toHaveCSS('background-color', siteBackground);
    expect(new URL(page.url()).searchParams.get('pageTheme')).toBeNull();

    const results = await new AxeBuilder({ page }).include('[data-catalogue-switcher]').withTags(WCAG_TAGS).analyze();
    expect(results.violations, formatViolations(results.violations, 'switcher')).toEqual([]);
  });
});

test.describe('catalogue for designers', () => {
  test('switching site and language switches the fixture content, not only the colours', async ({
    sharedPage: page,
  }) => {
    await page.goto(storyUrl('blocks--page-hero--default', DEFAULT_SITE, 'da', 'full'));
    const heading = page.locator('[data-catalogue-story] h1');
    await expect(heading).toHaveText('Besøg Nationalmuseet');
    const switcher = page.locator('[data-catalogue-switcher]');
    await switcher.getByLabel('Language').selectOption('de');
    await expect(heading).toHaveText('Besuchen Sie das Nationalmuseum');
    await switcher.getByLabel('Site theme').selectOption('kronborg');
    await expect(heading).toHaveText('Schloss Kronborg');
    await switcher.getByLabel('Language').selectOption('en');
    await expect(heading).toHaveText('Kronborg Castle');
  });

  test('the usage note shows above the story in full mode, never in preview mode', async ({ sharedPage: page }) => {
    await page.goto(storyUrl('primitives--button--default', DEFAULT_SITE, 'da', 'full'));
    const note = page.locator('[data-catalogue-usage]');
    await expect(note).toBeVisible();
    await expect(note).toContainText('When to use');
    await expect(note).toContainText('Accessibility');
    await page.goto(storyUrl('primitives--button--default'));
    await expect(page.locator('[data-catalogue-story]')).toBeAttached();
    await expect(note).toHaveCount(0);
  });

  test('the sidebar search finds stories by Danish words: "kalender" finds the calendar stories', async ({
    sharedPage: page,
  }) => {
    await page.goto(storyUrl('primitives--button--default', DEFAULT_SITE, 'da', 'full'));
    const sidebar = page.locator('nav.ladle-aside');
    await sidebar.getByLabel('Search stories').fill('kalender');
    await expect(sidebar.getByText('Calendar days')).toBeVisible();
    await expect(sidebar.getByText('Calendar teaser')).toBeVisible();
    await expect(sidebar.getByText('Calendar page')).toBeVisible();
    await expect(sidebar.getByText('Button', { exact: true })).toHaveCount(0);
    // Ladle's own matching of the English ids still works.
    await sidebar.getByLabel('Search stories').fill('billboard single');
    await expect(sidebar.getByText('Billboard single')).toBeVisible();
  });
});
