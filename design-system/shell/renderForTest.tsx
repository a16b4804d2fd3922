import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleProvider } from '../i18n/LocaleContext';
import type { Locale } from '../i18n/locales';

/** Test helper: server-rendered HTML of a shell element in a locale (no DOM in the unit tests). */
export function renderHtml(node: ReactNode, locale: Locale = 'da'): string {
  return renderToStaticMarkup(<LocaleProvider locale={locale}>{node}</LocaleProvider>);
}

/** The outer HTML of the first element that opens with `openTag` (a regex source), up to its close tag. */
export function section(html: string, openTag: string, tag: string): string {
  const start = html.search(new RegExp(openTag));
  if (start < 0) return '';
  // Walk nested elements of the same tag name to find the matching close.
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return html.slice(start);
}

export function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}
