import { z } from 'zod';
import type { EmbedModel } from '@design-system/blocks/Embed';
import { httpsUrl } from '@design-system/blocks/IframeEmbed';
import { frameAllowed } from '@runtime/security/contentOrigins';
import { optionalString } from '../content/common.schema';
import { plainText, text } from '../content/text';
import { defineModule } from './defineModule';

/** Embeds: the iframe embed (url, title, width, height) and the four allow-listed embed codes. */

const JOTFORM = /jotform|jotfor\.ms/i;
const JOTFORM_ID = /(?:jotform\.com|jotfor\.ms)\/(?:jsform\/)?(\d{6,20})\b/i;
const OFFICE = /officeapps\.live\.com|sharepoint\.com|forms\.office\.com|onedrive\.live\.com/i;
const OFFICE_HOST = /(^|\.)(officeapps\.live\.com|sharepoint\.com)$|^forms\.office\.com$/i;
const CONSENT =
  /cookiebot|cookieconsent|cookie-?information|consent|CookieConsent\.renew|cookie-?(settings|indstillinger)/i;
const PAPERFORM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The `src` of the snippet's iframe, or the snippet itself when it is a bare URL. */
function officeSource(code: string): string | null {
  const src = /<iframe\b[^>]*\bsrc\s*=\s*(["'])(.*?)\1/is.exec(code)?.[2];
  const candidate = httpsUrl(src ? decodeAttribute(src) : code.trim());
  if (!candidate) return null;
  return OFFICE_HOST.test(new URL(candidate).hostname) ? candidate : null;
}

/**
 * An embed code, classified by its content: "a jotform snippet gives a script; an office
 * snippet gives an iframe; a consent-settings link is sanitised by stripping tags; anything else is
 * treated as a paperform id". Only identifiers and allow-listed https addresses leave here; the
 * snippet itself is never passed on, so nothing is ever injected as HTML. Null when nothing usable
 * can be read from the code.
 */
export function classifyEmbed(code: string | null | undefined): EmbedModel | null {
  const source = code?.trim();
  if (!source) return null;
  if (JOTFORM.test(source)) {
    const formId = JOTFORM_ID.exec(source)?.[1] ?? /^\d{6,20}$/.exec(source)?.[0];
    return formId ? { kind: 'jotform', formId } : null;
  }
  if (OFFICE.test(source)) {
    const src = officeSource(source);
    return src ? { kind: 'office', src } : null;
  }
  if (CONSENT.test(source)) return { kind: 'consentSettings', text: plainText(source) };
  const id = PAPERFORM_ID.test(source)
    ? source
    : (/\bdata-paperform-id\s*=\s*["']([^"']+)["']/i.exec(source)?.[1] ??
      /^https:\/\/([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.paperform\.co\/?$/i.exec(source)?.[1]);
  return id && PAPERFORM_ID.test(id) ? { kind: 'paperform', id } : null;
}

export const iframeEmbedModule = defineModule({
  type: 'iframeEmbed',
  projection: /* groq */ `{ url, title, width, height }`,
  schema: z.object({
    url: optionalString,
    title: optionalString,
    width: z.number().nullish(),
    height: z.number().nullish(),
  }),
  map: (module) => {
    const url = httpsUrl(module.url);
    const title = text(module.title);
    if (!url || !title) return null;
    // The Content-Security-Policy frames only allow-listed origins: any other page would be a blank box, so the
    // visitor gets a link to it instead, and the editor a warning naming the address.
    const framed = frameAllowed(url);
    if (!framed) {
      console.warn(
        `[content] iframeEmbed ${module._key}: ${new URL(url).origin} is not on the frame allow list; shown as a link`,
      );
    }
    return {
      _type: 'iframeEmbed',
      _key: module._key,
      url,
      title,
      ...(framed ? {} : { linkOnly: true }),
      width: module.width ?? undefined,
      height: module.height ?? undefined,
    };
  },
});

export const embedModule = defineModule({
  type: 'embed',
  projection: /* groq */ `{ code }`,
  schema: z.object({ code: optionalString }),
  map: (module) => {
    const model = classifyEmbed(module.code);
    return model ? { _type: 'embed', _key: module._key, ...model } : null;
  },
});

export const embedModules = [iframeEmbedModule, embedModule] as const;
