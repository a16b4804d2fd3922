import type { MiddlewareHandler } from 'hono';

/** Search bots, Lighthouse and social link previewers (spec 2: error pages are not rendered for them). */
const CRAWLER =
  /bot\b|crawler|spider|slurp|lighthouse|chrome-lighthouse|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|discordbot|whatsapp|telegrambot|embedly|pinterest|skypeuripreview|applebot|bingpreview|yandex|baiduspider|duckduckbot/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && CRAWLER.test(userAgent));
}

/**
 * Crawlers get an error's status and a minimal body instead of the rendered error page; the error
 * is logged.
 */
export function crawlerErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || !isCrawler(c.req.header('user-agent'))) return;
    if (!c.res.headers.get('Content-Type')?.includes('text/html')) return;
    console.warn(`[crawler] ${c.res.status} for ${c.req.path} (${c.req.header('user-agent')})`);
    const headers = new Headers(c.res.headers);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    headers.delete('Content-Length');
    headers.delete('ETag');
    c.res = new Response(`${c.res.status}\n`, { status: c.res.status, headers });
  };
}
