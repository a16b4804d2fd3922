import type { PortableTextBlock } from '@portabletext/types';
import { createElement, Fragment } from 'react';
import { type RichTextRenderers, renderPortableText } from './portableText';
import { richText } from './RichText.css';

/** Block styles and decorators → elements; headings sit one level below the page's (h2 → h3, h3 → h4). */
const styleTags: Record<string, string> = {
  normal: 'p',
  blockquote: 'blockquote',
  h1: 'h1',
  h2: 'h3',
  h3: 'h4',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
};
const decoratorTags: Record<string, string> = { strong: 'strong', em: 'em', code: 'code', 'strike-through': 'del' };

/**
 * Rich text from Portable Text. Only our own marks and blocks render: editor content never
 * becomes raw HTML. Links carry a resolved `href` in their mark definition.
 */
const renderers: RichTextRenderers = {
  style: (style, children, key) => createElement(styleTags[style] ?? 'p', { key }, children),
  mark: (type, children, value, key) => {
    const tag = decoratorTags[type];
    if (tag) return createElement(tag, { key }, children);
    if (type === 'underline') return createElement('span', { key, style: { textDecoration: 'underline' } }, children);
    if (type !== 'link') return createElement('span', { key }, children);
    const href = typeof value?.href === 'string' ? value.href : undefined;
    if (!href || !/^(https?:|mailto:|tel:|\/|#)/.test(href)) return createElement(Fragment, { key }, children);
    return createElement('a', { key, href }, children);
  },
};

export function RichText({ value }: { value: PortableTextBlock[] }) {
  return <div className={richText}>{renderPortableText(value, renderers)}</div>;
}

export type { PortableTextBlock };
