import type { MiddlewareHandler } from 'hono';
import { replaceResponse } from './replaceResponse';

/** Search bots, Lighthouse and social link previewers (the spec: error pages are not rendered for them). */
const CRAWLER =
  /bot\b|crawler|spider|slurp|lighthouse|chrome-lighthouse|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|discordbot|whatsapp|telegrambot|embedly|pinterest|skypeuripreview|applebot|bingpreview|yandex|baiduspider|duckduckbot/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && CRAWLER.test(userAgent));
}

/**
 * Crawlers get an error's status and a minimal body, and the error is logged: the one place that answers them. An
 * HTML error answer to a crawler becomes the status alone in plain text, kept out of shared caches (a CDN must not
 * hand a visitor the crawler's bare answer). The data hooks only skip building the error page's shell for them
 * (runtime/render/errorPage.ts).
 */
export function crawlerErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || !isCrawler(c.req.header('user-agent'))) return;
    if (!c.res.headers.get('Content-Type')?.includes('text/html')) return;
    const { status } = c.res;
    console.warn(`[crawler] ${status} for ${c.req.path} (${c.req.header('user-agent')})`);
    await c.res.body?.cancel();
    const headers = new Headers(c.res.headers);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    headers.set('Cache-Control', 'private, no-store');
    headers.set('X-Robots-Tag', 'noindex');
    headers.delete('Content-Length');
    headers.delete('ETag');
    replaceResponse(c, new Response(`${status}\n`, { status, headers }));
  };
}
