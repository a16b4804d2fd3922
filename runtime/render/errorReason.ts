import { translate } from '@design-system/i18n/dictionary';
import type { Locale } from '@design-system/i18n/locales';
import type { ShellModel } from '@design-system/shell/SiteShell';
import type { MapContext } from '../cms/content/context';
import { mapPortableText } from '../cms/content/portableText.mapper';
import type { CmsNotFound } from '../cms/pages/page.schema';
import { pagePath } from '../i18n/paths';
import type { ErrorPageReason } from './types';

/**
 * The content-driven 404: the site's text (Danish "Siden blev ikke fundet") with the page's title 404 in brackets,
 * in the page's language; an editor's own title for the 404 page stands instead.
 */
export function notFoundReason(shell: ShellModel, notFound: CmsNotFound | null, ctx: MapContext): ErrorPageReason {
  const text = notFound?.text ?? translate(ctx.locale, 'notFoundTitle');
  const body = mapPortableText(notFound?.body, ctx);
  const description = body
    .flatMap((block) => ((block as { children?: { text?: string }[] }).children ?? []).map((c) => c.text ?? ''))
    .join('')
    .trim();
  return {
    shell,
    title: !notFound?.title || notFound.title.trim() === '404' ? `${text} (404)` : notFound.title,
    view: {
      statusCode: 404,
      title: text,
      description: description || translate(ctx.locale, 'notFoundDescription'),
      homeHref: pagePath(ctx.locale, ''),
    },
  };
}

/** Any loading failure: status 500 with the spec's Danish texts (translated for other locales). */
export function serverErrorReason(shell: ShellModel, locale: Locale): ErrorPageReason {
  return {
    shell,
    title: `${translate(locale, 'errorTitle')} (500)`,
    view: {
      statusCode: 500,
      title: translate(locale, 'errorTitle'),
      message: translate(locale, 'errorDescription'),
      homeHref: pagePath(locale, ''),
    },
  };
}
