import { describe, expect, it } from 'vitest';
import { rejectUnparsableUrl } from './urlGuard';

/** A Request whose url is what srvx would build from a Host header (the Request constructor would refuse it). */
const requestFor = (url: string) => ({ url }) as Request;
const page = () => new Response('page');

describe('an address the URL parser refuses is a 400 before Vike’s server entry parses it', () => {
  it.each([
    'http://evil-host.example:99999/',
    'http://localhost:65536/besoeg-museet',
    'http://999.999.999.999/',
    'http://[:::1:::]/',
    'http://1.2.3.4.5/',
    'http://0x100000000/',
  ])('%s → 400 with the security headers', async (url) => {
    const response = await rejectUnparsableUrl(requestFor(url), page);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).not.toContain('evil-host');
  });

  it('a request whose url cannot even be read (srvx throws while normalising it) → 400', async () => {
    const request = {
      get url(): string {
        throw new TypeError('Invalid URL');
      },
    } as Request;
    expect((await rejectUnparsableUrl(request, page)).status).toBe(400);
  });

  it.each(['http://localhost:3000/', 'http://kronborg.localhost/en', 'http://[::1]:3000/', 'http://_invalid_/'])(
    '%s passes',
    async (url) => {
      expect(await (await rejectUnparsableUrl(requestFor(url), page)).text()).toBe('page');
    },
  );
});
