import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { mediaFiles } from '../../fixtures/components/images';
import { TEST_PORT } from '../../playwright.config';
import { themedSiteIds } from '../../tokens/sites';
import { type AxeViolation, axeViolations, formatViolations, WCAG_TAGS } from './helpers/axe';
import { CATALOGUE_META_PATH, readCatalogueStories, storyUrl } from './helpers/catalogue';

/**
 * Every catalogue story, alone (Ladle's preview mode), checked with axe: the full WCAG 2.2 AA rule
 * set in the natmus theme, and colour contrast in each of the other site themes.
 * Needs the built catalogue (npm run build, or npm run catalogue:build), served at /catalogue/.
 */
const stories = readCatalogueStories();
const DEFAULT_SITE = 'natmus';
const otherSites = themedSiteIds.filter((site) => site !== DEFAULT_SITE);

/** The page a worker keeps open: Ladle's app loads once, and each story is shown in place. */
interface StoryPage {
  page: Page;
  errors: string[];
  /** False after a test that did not finish: the next one starts from a fresh load. */
  healthy: boolean;
}

const DESKTOP = { width: 1280, height: 720 };

const storyTest = test.extend<object, { storyPage: StoryPage }>({
  storyPage: [
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
});

/**
 * In the page: shows a story in a site theme the way Ladle's own navigation and theme switcher do (the URL changes
 * and a popstate re-renders in place), then waits, polling every few milliseconds, until the story's wrapper carries
 * the story id and site (and the shell, for stories that render one, the site). Resolves to what went wrong, or null.
 * Waiting inside the page takes a story's own render time; Playwright's polling expectations took ~0.4 s a story.
 */
function showInPlace({ story, theme }: { story: string; theme: string }): Promise<string | null> {
  const url = new URL(window.location.href);
  url.searchParams.set('story', story);
  url.searchParams.set('site', theme);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  const shows = () => {
    if (!document.querySelector(`[data-catalogue-story="${story}"][data-catalogue-site="${theme}"]`)) return false;
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
    await expect(page.locator(`[data-catalogue-story="${id}"][data-catalogue-site="${site}"]`)).toBeAttached();
    await expect(page.getByText('Story not found')).toHaveCount(0);
    if (await page.locator('[data-site]').count()) {
      // Stories that render SiteShell carry the theme on the shell itself.
      await expect(page.locator('[data-site]').first()).toHaveAttribute('data-site', site);
    }
  }
  expect(state.errors, `page errors in ${id} (${site})`).toEqual([]);
}

test('the catalogue is built and has stories', () => {
  expect(stories.length, `no stories in ${CATALOGUE_META_PATH}: run npm run catalogue:build`).toBeGreaterThan(0);
});

test('every image the fixtures name exists in fixtures/content/media', () => {
  const mediaDir = path.resolve(path.dirname(CATALOGUE_META_PATH), '../../fixtures/content/media');
  const missing = Object.entries(mediaFiles).filter(([, file]) => !existsSync(path.join(mediaDir, file)));
  expect(missing, 'update mediaFiles in fixtures/components/images.ts').toEqual([]);
});

storyTest.describe('catalogue stories pass axe', () => {
  for (const story of stories) {
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
      record(await axeViolations(page), DEFAULT_SITE);

      // Only colours change between site themes: the colour-contrast rule in each of the others (the story stays
      // in place; the injected axe runs again).
      for (const site of otherSites) {
        const problem = await page.evaluate(showInPlace, { story: story.id, theme: site });
        if (problem) failures.push(`[${story.id} @ ${site}] ${problem}`);
        else record(await axeViolations(page, { type: 'rule', values: ['color-contrast'] }), site);
      }
      expect(storyPage.errors, `page errors in ${story.id} (other themes)`).toEqual([]);

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
  }
});

test.describe('catalogue keyboard', () => {
  test('Tab focuses the skip link and shows it', async ({ page }) => {
    const skipLink = page.locator('a[href="#main-content"]');
    await page.goto(storyUrl('shell--skip-link--default'));
    await expect(page.locator('#main-content')).toBeAttached();
    await expect(skipLink).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await expect(skipLink).toBeInViewport({ ratio: 1 });
  });

  test('Enter on the skip link moves focus to the main content', async ({ page }) => {
    await page.goto(storyUrl('shell--site-shell--default'));
    await expect(page.locator('#main-content')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#main-content"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('catalogue switcher', () => {
  test('changes theme and language, and is accessible', async ({ page }) => {
    await page.goto(storyUrl('blocks--page-hero--default', DEFAULT_SITE, 'da', 'full'));
    const switcher = page.locator('[data-catalogue-switcher]');
    await expect(switcher).toBeVisible();

    await switcher.getByLabel('Site theme').selectOption('krigsmuseet');
    await switcher.getByLabel('Language').selectOption('en');
    await expect(page.locator('[data-catalogue-story]')).toHaveAttribute('data-catalogue-site', 'krigsmuseet');
    await expect(page.locator('[data-catalogue-story]')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).searchParams.get('site')).toBe('krigsmuseet');
    expect(new URL(page.url()).searchParams.get('locale')).toBe('en');

    const results = await new AxeBuilder({ page }).include('[data-catalogue-switcher]').withTags(WCAG_TAGS).analyze();
    expect(results.violations, formatViolations(results.violations, 'switcher')).toEqual([]);
  });
});
