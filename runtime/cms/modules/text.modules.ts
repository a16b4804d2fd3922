import { z } from 'zod';
import { linkSchema, optionalString, portableTextSchema } from '../content/common.schema';
import { LINK, PORTABLE_TEXT } from '../content/fragments';
import { mapLink } from '../content/link.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { text } from '../content/text';
import { defineModule } from './defineModule';

/** Text modules: text section, text ribbon, statement, accordion, info list. */

export const textSectionModule = defineModule({
  type: 'textSection',
  projection: /* groq */ `{ heading, "body": body${PORTABLE_TEXT} }`,
  schema: z.object({ heading: optionalString, body: portableTextSchema.nullish() }),
  map: (module, ctx) => {
    const body = mapPortableText(module.body, ctx);
    if (!module.heading && body.length === 0) return null;
    return { _type: 'textSection', _key: module._key, heading: module.heading ?? undefined, body };
  },
});

export const textRibbonModule = defineModule({
  type: 'textRibbon',
  projection: /* groq */ `{ text, "link": link${LINK} }`,
  schema: z.object({ text: optionalString, link: linkSchema.nullish() }),
  map: (module, ctx) => {
    const ribbon = text(module.text);
    if (!ribbon) return null;
    return { _type: 'textRibbon', _key: module._key, text: ribbon, link: mapLink(module.link, ctx) ?? undefined };
  },
});

export const statementModule = defineModule({
  type: 'statement',
  projection: /* groq */ `{ personName, title, quote }`,
  schema: z.object({ personName: optionalString, title: optionalString, quote: optionalString }),
  map: (module) => {
    const quote = text(module.quote);
    if (!quote) return null;
    return {
      _type: 'statement',
      _key: module._key,
      quote,
      personName: text(module.personName),
      personTitle: text(module.title),
    };
  },
});

/** Accordion: title, items with title and content; items without a title are dropped. */
export const accordionModule = defineModule({
  type: 'accordion',
  projection: /* groq */ `{ title, "items": items[]{ _key, title, "content": content${PORTABLE_TEXT} } }`,
  schema: z.object({
    title: optionalString,
    items: z
      .array(z.object({ _key: optionalString, title: optionalString, content: portableTextSchema.nullish() }))
      .nullish(),
  }),
  map: (module, ctx) => {
    const items = (module.items ?? []).flatMap((item, index) => {
      const title = text(item.title);
      if (!title) return [];
      return [{ key: item._key ?? `${module._key}-${index}`, title, content: mapPortableText(item.content, ctx) }];
    });
    if (items.length === 0) return null;
    return { _type: 'accordion', _key: module._key, title: text(module.title), items };
  },
});

export const infoListModule = defineModule({
  type: 'infoList',
  projection: /* groq */ `{ title, "items": items[]{ _key, label, value } }`,
  schema: z.object({
    title: optionalString,
    items: z.array(z.object({ _key: optionalString, label: optionalString, value: optionalString })).nullish(),
  }),
  map: (module) => {
    const items = (module.items ?? []).flatMap((item) => {
      const label = text(item.label);
      const value = text(item.value);
      return label && value ? [{ label, value }] : [];
    });
    if (items.length === 0) return null;
    return { _type: 'infoList', _key: module._key, title: text(module.title), items };
  },
});

export const textModules = [
  textSectionModule,
  textRibbonModule,
  statementModule,
  accordionModule,
  infoListModule,
] as const;
