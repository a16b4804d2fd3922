import { z } from 'zod';
import { isLocale } from '@design-system/i18n/locales';
import { documentPath, slugTypesFor } from '../cms/pages/pageTypes';
import { SITEMAP_QUERY } from '../cms/pages/sitemap.query';
import type { ContentSource } from '../cms/source/source';
import type { HostConfig } from '../sites/hosts';
import { type SiteId, sites } from '../sites/registry';
import { absoluteUrl } from '../sites/urls';

const entrySchema = z.object({
  _type: z.string(),
  locale: z.string(),
  slug: z.string().nullish(),
  _updatedAt: z.string().nullish(),
  noindex: z.boolean().nullish(),
  translations: z
    .array(
      z.object({ _type: z.string(), locale: z.string(), slug: z.string().nullish(), noindex: z.boolean().nullish() }),
    )
    .nullish()
    .catch(null),
});

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/**
 * sitemap.xml of a site: its indexable pages in every locale, each with hreflang alternates for its
 * indexable translations plus x-default (the Danish version). Noindex pages stay out.
 */
export async function buildSitemap(site: SiteId, source: ContentSource, hosts: HostConfig): Promise<string> {
  const raw = await source.fetch(site, SITEMAP_QUERY, { site, slugTypes: slugTypesFor(site) });
  const entries = z.array(entrySchema).parse(raw);
  const urls: string[] = [];
  for (const entry of entries) {
    if (entry.noindex || !isLocale(entry.locale)) continue;
    const path = documentPath(entry._type, entry.locale, entry.slug);
    if (!path) continue;
    const alternates = new Map<string, string>();
    alternates.set(entry.locale, absoluteUrl(site, path, hosts));
    for (const translation of entry.translations ?? []) {
      if (translation.noindex || !isLocale(translation.locale)) continue;
      const translated = documentPath(translation._type, translation.locale, translation.slug);
      if (translated) alternates.set(translation.locale, absoluteUrl(site, translated, hosts));
    }
    const links = [...alternates].map(
      ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`,
    );
    const xDefault = alternates.get('da');
    if (xDefault) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(xDefault)}"/>`);
    urls.push(
      [
        '  <url>',
        `    <loc>${xmlEscape(absoluteUrl(site, path, hosts))}</loc>`,
        entry._updatedAt ? `    <lastmod>${xmlEscape(entry._updatedAt.slice(0, 10))}</lastmod>` : null,
        ...(alternates.size > 1 ? links : []),
        '  </url>',
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt of a site: the internal and production-excluded sites are disallowed entirely. */
export function buildRobots(site: SiteId, hosts: HostConfig): string {
  if (sites[site].productionExcluded) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /mocks',
    'Disallow: /fejl',
    '',
    `Sitemap: ${absoluteUrl(site, '/sitemap.xml', hosts)}`,
    '',
  ].join('\n');
}
