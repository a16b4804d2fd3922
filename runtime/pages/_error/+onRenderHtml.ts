import { escapeInject } from 'vike/server';
import { onRenderHtml as renderErrorPage } from 'vike-react/__internal/integration/onRenderHtml';
import { errorStatus } from '../../render/errorPage';
import { isCrawler } from '../../server/crawlers';

type Context = Parameters<typeof renderErrorPage>[0];

/**
 * Spec: "Error pages are not rendered for crawler user agents (search bots, lighthouse, social link
 * previewers); there errors are only logged." A crawler's error is answered with a minimal document
 * (no React render, no shell); `crawlerErrors` (runtime/server/crawlers.ts) logs it and sends the
 * status alone. Everyone else gets the error page rendered by vike-react.
 */
export async function onRenderHtml(pageContext: Context) {
  if (pageContext.crawler ?? isCrawler(pageContext.headers?.['user-agent'])) {
    const status = String(errorStatus(pageContext));
    return escapeInject`<!DOCTYPE html><html><head><meta name="robots" content="noindex"><title>${status}</title></head><body>${status}</body></html>`;
  }
  return renderErrorPage(pageContext);
}
