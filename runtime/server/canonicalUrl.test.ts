import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalRedirect } from './canonicalUrl';

function app() {
  const hono = new Hono();
  hono.use('*', canonicalRedirect());
  hono.get('*', (c) => c.text(`page ${c.req.path}`));
  return hono;
}

describe('one URL per page: non-canonical paths answer 301 to the canonical one', () => {
  it.each([
    ['/besoeg-museet/', '/besoeg-museet'],
    ['/en///', '/en'],
    ['/soeg/?q=viking', '/soeg?q=viking'],
    ['//besoeg-museet', '/besoeg-museet'],
    ['/udstillinger//guldhornene', '/udstillinger/guldhornene'],
    ['/da/besoeg-museet', '/besoeg-museet'],
    ['/da', '/'],
    ['/da/', '/'],
    ['/Besoeg-Museet', '/besoeg-museet'],
    ['/EN/Visit', '/en/visit'],
    ['/se/besok', '/sv/besok'],
    ['/en/en', '/en'],
    ['/DA/kalender?dato=2026-12-24', '/kalender?dato=2026-12-24'],
    ['/s%c3%b8g', '/s%C3%B8g'],
    ['/da/besoeg-museet/index.pageContext.json', '/besoeg-museet/index.pageContext.json'],
    ['/Besoeg-Museet/index.pageContext.json', '/besoeg-museet/index.pageContext.json'],
    ['/da/index.pageContext.json', '/index.pageContext.json'],
    // A protocol-relative Location (`//evil.example`) would send the visitor to another site.
    ['//evil.example/', '/evil.example'],
    ['///evil.example/x/', '/evil.example/x'],
    ['/\\evil.example/', '/evil.example'],
    ['/.//evil.example/', '/evil.example'],
  ])('%s → 301 %s', async (path, location) => {
    const response = await app().request(`http://localhost${path}`, { headers: { host: 'evil.example' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(location);
  });

  it.each([
    '/',
    '/besoeg-museet',
    '/en/visit',
    '/sv/besok',
    '/s%C3%B8g?q=R%C3%B8de',
    '/besoeg-museet/index.pageContext.json',
    '/index.pageContext.json',
    '/catalogue/',
    '/catalogue/assets/Ladle.JS',
    '/assets/entries/Page.CnwEl7fY.js',
    '/builds/meta/AbC.json',
    '/api/search/get-embedding-result?query=Guld',
  ])('%s is served as it is', async (path) => {
    expect((await app().request(`http://localhost${path}`)).status).toBe(200);
  });

  it('files outside the pages keep their case; only their slashes are tidied', () => {
    expect(canonicalPath('//assets/entries/Page.CnwEl7fY.js')).toBe('/assets/entries/Page.CnwEl7fY.js');
    expect(canonicalPath('/api/calendar/da.ics/')).toBe('/api/calendar/da.ics');
    expect(canonicalPath('/images/embedded/stage/Foto.JPG')).toBe('/images/embedded/stage/Foto.JPG');
  });

  it('a canonical path is its own canonical path (no redirect loop)', () => {
    for (const path of ['//X//Y/', '/da/da', '/se/SE', '/EN/index.pageContext.json', '/%c3%b8/']) {
      const once = canonicalPath(path);
      expect(canonicalPath(once), path).toBe(once);
    }
  });
});
