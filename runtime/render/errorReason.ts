import { translate } from '@design-system/i18n/dictionary';
import type { Locale } from '@design-system/i18n/locales';
import type { ShellModel } from '@design-system/shell/SiteShell';
import type { MapContext } from '../cms/content/context';
import { mapPortableText } from '../cms/content/portableText.mapper';
import type { CmsNotFound } from '../cms/pages/page.schema';
import { pagePath } from '../i18n/paths';
import type { ErrorPageReason } from './types';

/** A site's own 404 texts: the CMS's text and title, and its body as plain text. */
export interface NotFoundTexts {
  text?: string;
  title?: string;
  description?: string;
}

/** The 404 texts an editor wrote for the site, in the page's language (none where the CMS has none). */
export function cmsNotFoundTexts(notFound: CmsNotFound | null, ctx: MapContext): NotFoundTexts {
  const description = mapPortableText(notFound?.body, ctx)
    .flatMap((block) => ((block as { children?: { text?: string }[] }).children ?? []).map((c) => c.text ?? ''))
    .join('')
    .trim();
  return {
    text: notFound?.text ?? undefined,
    title: notFound?.title ?? undefined,
    description: description || undefined,
  };
}

/**
 * The 404: the site's text (Danish "Siden blev ikke fundet") with the page's title 404 in brackets, in the page's
 * language; an editor's own title for the 404 page stands instead.
 */
export function notFoundReason(shell: ShellModel, locale: Locale, texts: NotFoundTexts = {}): ErrorPageReason {
  const text = texts.text ?? translate(locale, 'notFoundTitle');
  return {
    shell,
    title: !texts.title || texts.title.trim() === '404' ? `${text} (404)` : texts.title,
    view: {
      statusCode: 404,
      title: text,
      description: texts.description ?? translate(locale, 'notFoundDescription'),
      homeHref: pagePath(locale, ''),
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
