import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { mediaFiles } from '../../fixtures/components/images';
import { themedSiteIds } from '../../tokens/sites';
import { type AxeViolation, formatViolations, WCAG_TAGS } from './helpers/axe';
import { CATALOGUE_META_PATH, readCatalogueStories, storyUrl } from './helpers/catalogue';

/**
 * Every catalogue story, alone (Ladle's preview mode), checked with axe: the full WCAG 2.2 AA rule
 * set in the natmus theme, and colour contrast in each of the other site themes.
 * Needs the built catalogue (npm run build, or npm run catalogue:build), served at /catalogue/.
 */
const stories = readCatalogueStories();
const DEFAULT_SITE = 'natmus';
const otherSites = themedSiteIds.filter((site) => site !== DEFAULT_SITE);

/**
 * axe on a story page. Legacy mode runs axe in the page itself instead of finishing each run in a
 * fresh blank page: stories have no iframes, so the results are the same, at a fraction of the
 * cost (~0.2 s instead of ~1-2 s per run on 2 cores) across 77 stories x 11 themes.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/**
 * Colour contrast only, for the themes after the first. The theme switch re-renders in place, so
 * the axe-core AxeBuilder injected for the full run is still in the page: calling it directly
 * skips re-injecting ~0.5 MB of script ten times per story (0.05 s instead of 0.23 s a run).
 */
async function contrastViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await page.evaluate(async () => {
    const injected = (
      window as unknown as { axe?: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    if (!injected) return null;
    const results = await injected.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return results.violations;
  });
  if (violations) return violations as AxeViolation[];
  return (await axe(page).withRules(['color-contrast']).analyze()).violations;
}

/**
 * Moves the open story to another site theme the way the catalogue's switcher does: the `site`
 * query parameter changes and the story re-renders in place (much cheaper than a reload per theme).
 */
async function switchSite(page: Page, id: string, site: string, errors: string[]): Promise<void> {
  await page.evaluate((next) => {
    const url = new URL(window.location.href);
    url.searchParams.set('site', next);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, site);
  await expect(page.locator(`[data-catalogue-story][data-catalogue-site="${site}"]`)).toBeAttached();
  if (await page.locator('[data-site]').count()) {
    // Stories that render SiteShell carry the theme on the shell itself.
    await expect(page.locator('[data-site]').first()).toHaveAttribute('data-site', site);
  }
  expect(errors, `page errors in ${id} (${site})`).toEqual([]);
}

/** Opens a story and waits until it has rendered in the requested theme; fails on page errors. */
async function openStory(page: Page, id: string, site: string, errors: string[]): Promise<void> {
  await page.goto(storyUrl(id, site));
  await expect(page.locator(`[data-catalogue-story][data-catalogue-site="${site}"]`)).toBeAttached();
  await expect(page.getByText('Story not found')).toHaveCount(0);
  expect(errors, `page errors in ${id} (${site})`).toEqual([]);
}

test('the catalogue is built and has stories', () => {
  expect(stories.length, `no stories in ${CATALOGUE_META_PATH}: run npm run catalogue:build`).toBeGreaterThan(0);
});

test('every image the fixtures name exists in fixtures/content/media', () => {
  const mediaDir = path.resolve(path.dirname(CATALOGUE_META_PATH), '../../fixtures/content/media');
  const missing = Object.entries(mediaFiles).filter(([, file]) => !existsSync(path.join(mediaDir, file)));
  expect(missing, 'update mediaFiles in fixtures/components/images.ts').toEqual([]);
});

test.describe('catalogue stories pass axe', () => {
  for (const story of stories) {
    test(`${story.levels.join(' / ')} / ${story.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const failures: string[] = [];
      const record = (violations: AxeViolation[], site: string) => {
        if (violations.length > 0) failures.push(formatViolations(violations, `${story.id} @ ${site}`));
      };

      await openStory(page, story.id, DEFAULT_SITE, errors);
      const full = await axe(page).withTags(WCAG_TAGS).analyze();
      record(full.violations, DEFAULT_SITE);

      for (const site of otherSites) {
        await switchSite(page, story.id, site, errors);
        record(await contrastViolations(page), site);
      }

      // WCAG 1.4.10 Reflow: at 320 CSS px nothing may widen the page (long words, URLs, grids).
      await page.setViewportSize({ width: 320, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) failures.push(`[${story.id}] reflow: the page is ${overflow}px wider than a 320px viewport`);

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
