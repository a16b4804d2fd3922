import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../server/security';
import { contentOrigins, frameAllowed, scriptAllowed } from './contentOrigins';

describe('the frame allow list, as the Content-Security-Policy applies it', () => {
  it('allows the embed codes of the spec and the iframe embeds of the dataset', () => {
    for (const url of [
      'https://form.jotform.com/241234567890',
      'https://forms.office.com/Pages/ResponsePage.aspx?id=Jm3vYc8pT0qX1nB5rK2wLg',
      'https://view.officeapps.live.com/op/embed.aspx?src=x',
      'https://natmus.sharepoint.com/sites/x',
      'https://vikinger.paperform.co',
      'https://www.google.com/maps/embed?pb=!1m14',
      'https://sketchfab.com/models/3d-scanning-af-jellingstenen-den-store-runesten/embed',
      'https://www.youtube-nocookie.com/embed/frilandsmuseet-hoest',
    ]) {
      expect(frameAllowed(url), url).toBe(true);
    }
  });

  it('a wildcard matches subdomains only; a path ending in / is a prefix; scheme and port must match', () => {
    expect(frameAllowed('https://officeapps.live.com/x')).toBe(false);
    expect(frameAllowed('https://evil-sharepoint.com/x')).toBe(false);
    expect(frameAllowed('https://www.google.com/search?q=x')).toBe(false);
    expect(frameAllowed('https://www.google.com/mapsx/embed')).toBe(false);
    expect(frameAllowed('http://sketchfab.com/models/x')).toBe(false);
    expect(frameAllowed('https://sketchfab.com:8443/models/x')).toBe(false);
    expect(frameAllowed('https://sketchfab.com.evil.example/models/x')).toBe(false);
  });

  it('anything else is not framed: other hosts, non-URLs', () => {
    for (const url of ['https://kahoot.it/challenge/x', 'https://example.com', 'javascript:alert(1)', 'nonsense', '']) {
      expect(frameAllowed(url), url).toBe(false);
    }
  });

  it('every source is an https origin, a wildcard subdomain or an origin with a path', () => {
    for (const source of contentOrigins.frames) expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+(\/[\w/.-]*)?$/);
  });
});

describe("embed scripts are allowed by exact path, never by their vendor's whole host", () => {
  it("allows Jotform's per-form scripts under /jsform/ and Paperform's one embed file", () => {
    expect(scriptAllowed('https://form.jotform.com/jsform/241234567890')).toBe(true);
    expect(scriptAllowed('https://paperform.co/__embed.min.js')).toBe(true);
  });

  it('refuses any other file on the same hosts, and the hosts themselves', () => {
    for (const url of [
      'https://form.jotform.com/',
      'https://form.jotform.com/uploads/evil.js',
      'https://form.jotform.com/jsformx/1',
      'https://paperform.co/',
      'https://paperform.co/__embed.min.js.map',
      'https://paperform.co/other.js',
      'https://vikinger.paperform.co/__embed.min.js',
    ]) {
      expect(scriptAllowed(url), url).toBe(false);
    }
  });

  it("the policy's script-src names those paths and no bare vendor host", () => {
    const scriptSrc =
      contentSecurityPolicy({ https: true })
        .match(/script-src ([^;]*)/)?.[1]
        ?.split(' ') ?? [];
    expect(scriptSrc).toContain('https://form.jotform.com/jsform/');
    expect(scriptSrc).toContain('https://paperform.co/__embed.min.js');
    for (const source of scriptSrc) {
      if (source.startsWith('https://')) expect(new URL(source).pathname, source).not.toBe('/');
    }
  });
});
