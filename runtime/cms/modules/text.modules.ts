import { mapLink } from '../content/link.mapper';
import { mapPortableText } from '../content/portableText.mapper';
import { type ModuleMappers, text } from './defineModule';

/** Text modules: text section, text ribbon, statement, accordion, info list. */
export const textMappers: ModuleMappers<'textSection' | 'textRibbon' | 'statement' | 'accordion' | 'infoList'> = {
  textSection: (module, ctx) => {
    const body = mapPortableText(module.body, ctx);
    if (!module.heading && body.length === 0) return null;
    return { _type: 'textSection', _key: module._key, heading: module.heading ?? undefined, body };
  },

  textRibbon: (module, ctx) => {
    const ribbon = text(module.text);
    if (!ribbon) return null;
    return { _type: 'textRibbon', _key: module._key, text: ribbon, link: mapLink(module.link, ctx) ?? undefined };
  },

  statement: (module) => {
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

  /** Accordion: title, items with title and content; items without a title are dropped. */
  accordion: (module, ctx) => {
    const items = (module.items ?? []).flatMap((item, index) => {
      const title = text(item.title);
      if (!title) return [];
      return [{ key: item._key ?? `${module._key}-${index}`, title, content: mapPortableText(item.content, ctx) }];
    });
    if (items.length === 0) return null;
    return { _type: 'accordion', _key: module._key, title: text(module.title), items };
  },

  infoList: (module) => {
    const items = (module.items ?? []).flatMap((item) => {
      const label = text(item.label);
      const value = text(item.value);
      return label && value ? [{ label, value }] : [];
    });
    if (items.length === 0) return null;
    return { _type: 'infoList', _key: module._key, title: text(module.title), items };
  },
};
