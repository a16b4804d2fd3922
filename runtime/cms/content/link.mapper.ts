import { isLocale } from '@design-system/i18n/locales';
import type { LinkModel } from '@design-system/primitives/Link';
import { LINK_URL, safeUrl } from '@runtime/security/safeUrl';
import { pageHref } from '@runtime/sites/urls';
import { documentSlug } from '../pages/pageTypes';
import type { CmsLink } from './common.schema';
import type { MapContext } from './context';

/**
 * A CMS link to a resolved LinkModel. The title falls back to the referenced document's title (in
 * the query); a link without a title or without a target is dropped.
 *
 * Every link of the content (navigation, footer, buttons, blocks, images' links, rich text) passes
 * here, and its href, written by the editor or built from the target page's slug, only leaves
 * through `safeUrl`: https, http, mailto, tel, or a path on this site. A link to anything else
 * (`javascript:`, `data:`, `//host`, `/\host`, a URL with control characters) is dropped, so the
 * block shows it as plain text or not at all.
 */
export function mapLink(link: CmsLink | null | undefined, ctx: MapContext): LinkModel | null {
  if (!link) return null;
  const label = link.title?.trim();
  if (!label) return null;
  if (link.type === 'external' || (!link.type && link.href)) {
    const href = safeUrl(link.href, LINK_URL);
    if (!href) return null;
    // A root-relative path written as an external link is a page of this site.
    return { label, href, kind: href.startsWith('/') ? 'internal' : 'external' };
  }
  if (!link.targetType || !isLocale(link.locale)) return null;
  const slug = documentSlug(link.targetType, link.slug);
  if (slug === null) return null;
  const crossSite = Boolean(link.site && link.site !== ctx.site);
  const href = safeUrl(pageHref({ site: link.site, locale: link.locale, slug }, ctx.site, ctx.hosts), LINK_URL);
  if (!href) return null;
  return {
    label,
    href,
    kind: crossSite ? 'crossSite' : 'internal',
    hrefLang: link.locale !== ctx.locale ? link.locale : undefined,
  };
}

/** Maps a list of links, dropping those without title or target. */
export function mapLinks(links: (CmsLink | null)[] | null | undefined, ctx: MapContext): LinkModel[] {
  return (links ?? []).map((link) => mapLink(link, ctx)).filter((link): link is LinkModel => link !== null);
}
