import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_PORT } from '../../playwright.config';
import { expectNoAxeViolations } from './helpers/axe';
import { siteOrigin, waitForHydration } from './helpers/site';
import { expect, type Page, test } from './helpers/test';

/**
 * The persistent podcast player on the conservation site's podcast pages (embedded dataset, whose
 * episodes play real, locally served MP3s): play from an episode page, the sticky bar and its
 * controls, the hero mirroring it, the `audio-player-state` cookie across reloads and client-side
 * navigation, closing, and audio or code that fails to load.
 */

const EPISODE = '/podcasts/voks';
const TITLE = 'Når voks bliver til fund';
/** The recording's length (fixtures/content/src/audio.ts: podcast-voks). */
const LENGTH = 94;

async function open(page: Page, path = EPISODE) {
  const response = await page.goto(`${siteOrigin('bevaring', TEST_PORT)}${path}`);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Lydafspiller' });
const slider = (page: Page) => bar(page).getByRole('slider', { name: 'Afspilningsposition' });
const heroButton = (page: Page) =>
  page
    .locator('main')
    .getByRole('button', { name: new RegExp(`: ${TITLE}$`) })
    .first();
const position = async (page: Page) => Number(await slider(page).inputValue());

async function storedState(page: Page): Promise<{ id: string; title: string; position: number } | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'audio-player-state');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/** Starts the episode from the hero and waits until it plays (its position moves). */
async function play(page: Page) {
  await heroButton(page).click();
  await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
}

test.describe('the podcast player', () => {
  test('plays from an episode page: a bar pinned to the bottom with the title, show, times and moving progress; the hero’s button mirrors it', async ({
    page,
  }) => {
    await open(page);
    await expect(bar(page)).toHaveCount(0);
    await expect(heroButton(page)).toHaveAccessibleName(`Afspil episode: ${TITLE}`);

    await play(page);
    await expect(bar(page)).toContainText(TITLE);
    await expect(bar(page)).toContainText('Bag om bevaring');
    await expect(bar(page).locator('[data-player-time="total"]')).toHaveText('1:34');
    await expect(heroButton(page)).toHaveAccessibleName(`Sæt på pause: ${TITLE}`);
    await expect(bar(page).getByRole('button', { name: `Sæt på pause: ${TITLE}` })).toBeVisible();
    const before = await position(page);
    await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThan(before);
    await expect(bar(page).locator('[data-player-time="elapsed"]')).not.toHaveText('0:00');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^\d:\d\d af 1:34$/);

    // Pinned: at the bottom of the viewport wherever the page is scrolled.
    const viewport = page.viewportSize()?.height ?? 0;
    for (const y of [0, 400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = await bar(page).boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0)), `bar bottom at scroll ${y}`).toBe(viewport);
    }
  });

  test('the bar never covers the page: at the end of the page the footer is whole above it', async ({ page }) => {
    await open(page);
    await play(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: /Tilgængelighedserklæring/ })).toBeInViewport();
    const footerBox = await footer.boundingBox();
    const barBox = await bar(page).boundingBox();
    expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
  });

  test('keyboard focus never hides under the bar (WCAG 2.4.11): the page scrolls each focused element clear of it', async ({
    page,
  }) => {
    await open(page);
    await play(page);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    const obscured: string[] = [];
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement;
        const bar = document.querySelector('[data-podcast-player]');
        if (!element || !bar || element === document.body || bar.contains(element)) return null;
        return {
          name: `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}`,
          bottom: element.getBoundingClientRect().bottom,
          barTop: bar.getBoundingClientRect().top,
        };
      });
      if (focus && focus.bottom > focus.barTop + 1) obscured.push(focus.name);
    }
    expect(obscured).toEqual([]);
  });

  test('pause from the bar: the hero offers play again, and the position is stored in the audio-player-state cookie', async ({
    page,
  }) => {
    await open(page);
    await play(page);
    await bar(page)
      .getByRole('button', { name: `Sæt på pause: ${TITLE}` })
      .click();
    await expect(bar(page)).toHaveAttribute('data-status', 'paused');
    await expect(heroButton(page)).toHaveAccessibleName(`Afspil episode: ${TITLE}`);
    await expect(bar(page).getByRole('button', { name: `Afspil: ${TITLE}` })).toBeVisible();
    const at = await position(page);
    expect(await storedState(page)).toMatchObject({ id: expect.any(String), title: TITLE, position: at });
    // Paused means paused: the position stays.
    await page.waitForTimeout(1200);
    expect(await position(page)).toBe(at);
  });

  test('the slider by keyboard: arrows move 5 seconds, Page Up and Down 30, Home and End to either end', async ({
    page,
  }) => {
    await open(page);
    await play(page);
    await bar(page)
      .getByRole('button', { name: `Sæt på pause: ${TITLE}` })
      .click();
    await slider(page).focus();
    await page.keyboard.press('Home');
    await expect(slider(page)).toHaveValue('0');
    await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveValue('5');
    await page.keyboard.press('ArrowUp');
    await expect(slider(page)).toHaveValue('10');
    await page.keyboard.press('PageUp');
    await expect(slider(page)).toHaveValue('40');
    await page.keyboard.press('ArrowLeft');
    await expect(slider(page)).toHaveValue('35');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '0:35 af 1:34');
    await expect(bar(page).locator('[data-player-time="elapsed"]')).toHaveText('0:35');
    await expect.poll(async () => (await storedState(page))?.position).toBe(35);
    await page.keyboard.press('PageDown');
    await expect(slider(page)).toHaveValue('5');
    await page.keyboard.press('End');
    await expect(slider(page)).toHaveValue(String(LENGTH));
    await expect(slider(page)).toBeFocused();
  });

  test('a reload keeps the episode, paused at its position (never playing on its own), and the footer whole', async ({
    page,
  }) => {
    await open(page);
    await play(page);
    await bar(page)
      .getByRole('button', { name: `Sæt på pause: ${TITLE}` })
      .click();
    await slider(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await expect(slider(page)).toHaveValue('30');
    await expect.poll(async () => (await storedState(page))?.position).toBe(30);

    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toContainText(TITLE);
    await expect(slider(page)).toHaveValue('30');
    await expect(bar(page)).toHaveAttribute('data-status', 'paused');
    await expect(heroButton(page)).toHaveAccessibleName(`Afspil episode: ${TITLE}`);
    await page.waitForTimeout(1200);
    await expect(slider(page)).toHaveValue('30');

    // The footer is there, whole, once the bar shows (it used to be replaced by the player).
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('Nationalmuseets Bevaring')).toBeVisible();
    for (const name of [/Privatlivspolitik/, /Tilgængelighedserklæring/]) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.locator('footer')).toHaveCount(1);

    // Another page of the site, loaded in full: the same episode in the bar, and the footer too.
    await open(page, '/podcasts');
    await expect(bar(page)).toContainText(TITLE);
    await expect(slider(page)).toHaveValue('30');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Tilgængelighedserklæring/ })).toHaveCount(1);

    // Play goes on from there.
    await bar(page)
      .getByRole('button', { name: `Afspil: ${TITLE}` })
      .click();
    await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThan(30);
  });

  test('client-side navigation keeps the episode playing, and the next page’s play buttons mirror it', async ({
    page,
  }) => {
    await open(page);
    await play(page);
    await page.locator('main a[href="/podcasts/bag-om-bevaring"]').first().click();
    await page.waitForURL(/\/podcasts\/bag-om-bevaring$/);
    await expect(page.locator('h1')).toHaveText('Bag om bevaring');
    await expect(bar(page)).toHaveAttribute('data-status', 'playing');
    const at = await position(page);
    await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThan(at);
    // The show's list of episodes has a play button for it, which says pause.
    await expect(page.getByRole('button', { name: `Sæt på pause: ${TITLE}` }).first()).toBeVisible();
  });

  test('closing stops the episode, clears the cookie and gives focus back to the button that started it', async ({
    page,
  }) => {
    await open(page);
    await heroButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveAttribute('data-status', 'playing');
    await bar(page).getByRole('button', { name: 'Luk afspilleren' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveCount(0);
    await expect(heroButton(page)).toBeFocused();
    await expect(heroButton(page)).toHaveAccessibleName(`Afspil episode: ${TITLE}`);
    expect(await storedState(page)).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(bar(page)).toHaveCount(0);
  });

  test('closing after the starting button has left the page gives focus to the main area', async ({ page }) => {
    await open(page);
    await play(page);
    // Another episode's page: no play button for this one there.
    await page.locator('main a[href="/podcasts/frost"]').first().click();
    await page.waitForURL(/\/podcasts\/frost$/);
    await expect(page.locator('h1')).toHaveText('Frost i kirken');
    await bar(page).getByRole('button', { name: 'Luk afspilleren' }).click();
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });

  test.describe('when the audio cannot load', () => {
    test.use({ expectedBrowserErrors: [/Failed to load resource/] });

    test('the bar says so, with a retry that plays the episode once it loads', async ({ page }) => {
      await page.route('**/files/embedded/stage/*.mp3', (route) => route.abort('internetdisconnected'));
      await open(page);
      await heroButton(page).click();
      await expect(bar(page)).toHaveAttribute('data-status', 'error');
      await expect(bar(page)).toContainText('Episoden kunne ikke afspilles. Tjek din forbindelse, og prøv igen.');
      await expect(bar(page).getByRole('status')).toHaveText(/Episoden kunne ikke afspilles/);
      await expect(slider(page)).toHaveCount(0);
      await expect(heroButton(page)).toHaveAccessibleName(`Afspil episode: ${TITLE}`);
      await expectNoAxeViolations(page, 'the player bar in its error state');

      await page.unroute('**/files/embedded/stage/*.mp3');
      await bar(page).getByRole('button', { name: 'Prøv igen' }).click();
      await expect(bar(page)).toHaveAttribute('data-status', 'playing');
      await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      await expect(heroButton(page)).toHaveAccessibleName(`Sæt på pause: ${TITLE}`);
    });
  });

  test.describe('when the bar’s code cannot load', () => {
    // One pattern: Playwright reads a second array item as the option's settings.
    test.use({ expectedBrowserErrors: [/Failed to load resource|dynamically imported module/] });

    test('the page goes on working: no bar, and the hero’s button still plays and pauses', async ({ page }) => {
      const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist/assets.json'), 'utf8'));
      const chunk = manifest['design-system/primitives/PodcastPlayer/PlayerBar.tsx']?.file as string;
      expect(chunk).toBeTruthy();
      await page.route(`**/${chunk}`, (route) => route.abort());
      await open(page);
      await heroButton(page).click();
      await expect(heroButton(page)).toHaveAccessibleName(`Sæt på pause: ${TITLE}`);
      await page.waitForTimeout(500);
      await expect(bar(page)).toHaveCount(0);
      await expect(page.locator('h1')).toHaveText(TITLE);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await heroButton(page).click();
      await expect(heroButton(page)).toHaveAccessibleName(`Afspil episode: ${TITLE}`);
    });
  });

  test('no axe violations with the bar showing, on a wide and a narrow screen', async ({ page }) => {
    await open(page);
    await play(page);
    await expectNoAxeViolations(page, 'episode page with the player bar playing (1280 px)');
    await page.setViewportSize({ width: 390, height: 844 });
    await bar(page)
      .getByRole('button', { name: `Sæt på pause: ${TITLE}` })
      .click();
    await expectNoAxeViolations(page, 'episode page with the player bar paused (390 px)');
  });
});
