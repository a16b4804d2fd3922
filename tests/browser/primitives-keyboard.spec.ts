import { openStory } from './helpers/catalogue';
import { expect, expectBrowserErrors, OFFLINE_MUX_STREAM, OFFLINE_THIRD_PARTY, test } from './helpers/test';

/**
 * Keyboard behaviour of the interactive primitives (WAI-ARIA Authoring Practices), against the
 * built catalogue's stories in preview mode. Needs `npm run catalogue:build`.
 */

test.describe('Button', () => {
  test('a loading button keeps its place in the tab order, says it is busy, and turns only without reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openStory(page, 'primitives--button--states');
    // The primary row: default, hover, focus, pressed, loading, disabled.
    const buttons = page.getByRole('row', { name: /^primary/ }).locator('button');
    await expect(buttons).toHaveCount(6);
    const loading = buttons.nth(4);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    await expect(loading).toHaveAccessibleName('Køb billet');
    expect(await loading.evaluate((element) => (element as HTMLButtonElement).disabled)).toBe(false);

    await buttons.nth(3).focus();
    await page.keyboard.press('Tab');
    await expect(loading).toBeFocused();
    // The disabled button is skipped: Tab goes on to the next row.
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('row', { name: /^secondary/ })
        .locator('button')
        .first(),
    ).toBeFocused();

    const spinner = loading.locator('[aria-hidden="true"]');
    const animation = () => spinner.evaluate((element) => getComputedStyle(element).animationName);
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
  });
});

test.describe('Tabs', () => {
  test('one tab stop; arrows, Home and End move and select; the panel follows', async ({ sharedPage: page }) => {
    await openStory(page, 'primitives--tabs--default');
    const tabs = page.getByRole('tab');
    await page.keyboard.press('Tab');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel')).toHaveText(/Voksne 140 kr/);

    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel (tabindex 0), not the next tab.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveText(/Tirsdag–søndag/);
  });
});

test.describe('Accordion', () => {
  test('Enter and Space toggle the section; focus stays on its button; arrows move between buttons', async ({
    sharedPage: page,
  }) => {
    await openStory(page, 'primitives--accordion--default');
    const buttons = page.getByRole('heading', { level: 2 }).getByRole('button');
    const first = buttons.nth(0);
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeFocused();
    await expect(page.getByRole('region', { name: 'Er der garderobe og skabe?' })).toBeVisible();

    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
    await expect(page.getByText('gratis garderobe')).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(buttons.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
  });
});

test.describe('Disclosure', () => {
  test('Enter and Space on the summary open and close it', async ({ sharedPage: page }) => {
    await openStory(page, 'primitives--disclosure--default');
    const details = page.locator('details');
    await page.keyboard.press('Tab');
    await expect(page.locator('summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(page.getByText('konservatorerne tilser')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open', '');
    await expect(page.locator('summary')).toBeFocused();
  });
});

test.describe('Dialog', () => {
  test('opens with focus inside, keeps Tab inside, closes on Escape and returns focus', async ({
    sharedPage: page,
  }) => {
    await openStory(page, 'primitives--dialog--default');
    const opener = page.getByRole('button', { name: 'Se dagens ændringer' });
    const dialog = page.getByRole('dialog', { name: 'Ændret åbningstid i dag' });
    await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const focusInside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    expect(await focusInside()).toBe(true);

    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      // Chromium may pass focus through the browser chrome between the last and first stop of a
      // modal dialog; it never reaches the page behind.
      const outside = await page.evaluate(
        () => document.activeElement !== document.body && !document.activeElement?.closest('dialog[open]'),
      );
      expect(outside).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The close button closes it too, and focus returns again.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Luk' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('Carousel', () => {
  test('next and previous by keyboard; the live region speaks only after the visitor moves', async ({
    sharedPage: page,
  }) => {
    await openStory(page, 'primitives--carousel--without-lightbox');
    const carousel = page.getByRole('region', { name: 'Billeder fra vikingetiden' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'karrusel');
    const live = carousel.locator('[aria-live="polite"]');
    await expect(live).toHaveText('');

    const next = carousel.getByRole('button', { name: 'Næste billede' });
    const previous = carousel.getByRole('button', { name: 'Forrige billede' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(live).toHaveText('Billede 2 af 5');
    await expect(carousel.getByRole('group', { name: '2 af 5' })).not.toHaveAttribute('inert', '');
    await expect(carousel.getByRole('group', { name: '1 af 5', includeHidden: true })).toHaveAttribute('inert', '');
    await expect(next).toBeFocused();

    await page.keyboard.press('Space');
    await expect(live).toHaveText('Billede 3 af 5');
    await previous.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(live).toHaveText('Billede 5 af 5');
  });

  test('moves without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openStory(page, 'primitives--carousel--default');
    const duration = await page
      .locator('[aria-roledescription="karrusel"] [style*="translateX"]')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.05);
  });

  test('an image opens in the lightbox; Escape returns to it', async ({ sharedPage: page }) => {
    await openStory(page, 'primitives--carousel--default');
    const imageButton = page.getByRole('button', { name: /Runesten med slangeslyng.*Vis stort billede/ });
    await imageButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Billede 1 af 5' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Billede 2 af 5' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(imageButton).toBeFocused();
  });
});

test.describe('Lightbox', () => {
  test('arrow keys move between images and announce the position; Escape closes', async ({ sharedPage: page }) => {
    await openStory(page, 'primitives--lightbox--default');
    const thumbnail = page.getByRole('button', { name: 'Jellinghøjene og kirken set fra luften' });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName('Billede 3 af 5');
    await expect(dialog.locator('figure img')).toHaveAttribute('alt', 'Jellinghøjene og kirken set fra luften');
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText('');

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Billede 4 af 5');
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText('Billede 4 af 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('figure img')).toHaveAttribute(
      'alt',
      'Rekonstrueret vikingeskib for fulde sejl på fjorden',
    );

    await dialog.getByRole('button', { name: 'Næste billede' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveAccessibleName('Billede 3 af 5');

    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});

test.describe('Video', () => {
  // Mux's stream (stream.mux.com) cannot be reached from this offline machine: the player reports it.
  expectBrowserErrors(OFFLINE_THIRD_PARTY, ...OFFLINE_MUX_STREAM);
  test('the poster is a real button; no player code or element before the press; the player after it', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openStory(page, 'primitives--video--default');
    const poster = page.getByRole('button', { name: /Afspil video: Sådan konserveres/ });
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((element) => element.tagName)).toBe('BUTTON');

    await page.waitForLoadState('networkidle');
    await expect(page.locator('mux-player')).toHaveCount(0);
    expect(await page.evaluate(() => customElements.get('mux-player') === undefined)).toBe(true);
    const before = requests.filter((url) => /muxPlayer|mux-player|mux\.com/i.test(url));
    expect(before).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(poster).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-video-player] mux-player')).toHaveCount(1);
    await expect(page.locator('mux-player')).toHaveAttribute('playback-id', /EcHgOK9coz5K/);
    expect(await page.evaluate(() => customElements.get('mux-player') !== undefined)).toBe(true);
    expect(requests.some((url) => /muxPlayer/i.test(url))).toBe(true);
    await expect(poster).toHaveCount(0);
  });
});

test.describe('Podcast player', () => {
  test('Enter on a play button starts the bar and stores the episode; Enter on close ends it and focus returns', async ({
    page,
  }) => {
    await openStory(page, 'primitives--podcast-player--default');
    await expect(page.locator('[data-podcast-player]')).toHaveCount(0);
    const playButton = page.getByRole('button', { name: 'Afspil episode: Oldtidens guld' });
    await playButton.focus();
    await page.keyboard.press('Enter');
    const bar = page.getByRole('region', { name: 'Lydafspiller' });
    await expect(bar).toContainText('Oldtidens guld');
    await expect(bar).toContainText('Nationalmuseets podcast');
    await expect(page.getByRole('button', { name: 'Sæt på pause: Oldtidens guld' }).first()).toBeVisible();

    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'audio-player-state');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
      id: 'episode-oldtidens-guld',
      durationMs: 94_000,
      position: expect.any(Number),
    });

    // The slider takes the keyboard (the catalogue plays the embedded dataset's recording).
    const slider = bar.getByRole('slider', { name: 'Afspilningsposition' });
    await expect(slider).toBeEnabled();
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('94');

    await bar.getByRole('button', { name: 'Luk afspilleren' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-podcast-player]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Afspil episode: Oldtidens guld' })).toBeFocused();
    expect((await page.context().cookies()).some((entry) => entry.name === 'audio-player-state')).toBe(false);
  });
});
