import { isLocale } from '../../../design-system/i18n/locales';
import type { LinkModel } from '../../../design-system/primitives/Link';
import { pageHref } from '../../sites/urls';
import type { CmsLink } from '../schemas/common.schema';
import type { MapContext } from './context';

const SAFE_EXTERNAL = /^(https?:|mailto:|tel:)/i;

/**
 * A CMS link to a resolved LinkModel. The title falls back to the referenced document's title (in
 * the query); a link without a title or without a target is dropped (spec 5).
 */
export function mapLink(link: CmsLink | null | undefined, ctx: MapContext): LinkModel | null {
  if (!link) return null;
  const label = link.title?.trim();
  if (!label) return null;
  if (link.type === 'external' || (!link.type && link.href)) {
    const href = link.href?.trim();
    if (!href || !SAFE_EXTERNAL.test(href)) return null;
    return { label, href, kind: 'external' };
  }
  if (!link.targetType || !isLocale(link.locale)) return null;
  if (link.targetType !== 'frontPage' && !link.slug) return null;
  const slug = link.targetType === 'frontPage' ? '' : link.slug;
  const crossSite = Boolean(link.site && link.site !== ctx.site);
  return {
    label,
    href: pageHref({ site: link.site, locale: link.locale, slug }, ctx.site, ctx.hosts),
    kind: crossSite ? 'crossSite' : 'internal',
    hrefLang: link.locale !== ctx.locale ? link.locale : undefined,
  };
}

/** Maps a list of links, dropping those without title or target. */
export function mapLinks(links: (CmsLink | null)[] | null | undefined, ctx: MapContext): LinkModel[] {
  return (links ?? []).map((link) => mapLink(link, ctx)).filter((link): link is LinkModel => link !== null);
}
