import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crawlerErrors, isCrawler } from './crawlers';

afterEach(() => vi.restoreAllMocks());

describe('"Error pages are not rendered for crawler user agents (search bots, lighthouse, social link previewers); there errors are only logged"', () => {
  const app = new Hono();
  app.use('*', crawlerErrors());
  app.get('/missing', (c) => c.html('<html><body><h1>Siden blev ikke fundet</h1></body></html>', 404));
  app.get('/ok', (c) => c.html('<html><body>Forside</body></html>'));

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  ])('%s gets the status and a minimal body', async (ua) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await app.request('http://localhost/missing', { headers: { 'user-agent': ua } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('404\n');
    // Kept out of shared caches: a CDN must not hand the bare answer to a visitor.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('visitors get the rendered error page; crawlers get ordinary pages', async () => {
    const visitor = await app.request('http://localhost/missing', {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36' },
    });
    expect(await visitor.text()).toContain('Siden blev ikke fundet');
    const bot = await app.request('http://localhost/ok', { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(await bot.text()).toContain('Forside');
  });

  it('recognises crawlers, not browsers', () => {
    expect(isCrawler('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler('LinkedInBot/1.0')).toBe(true);
  });
});
