import type { PortableTextBlock } from '@portabletext/types';
import { Fragment, type ReactNode } from 'react';
import { type RichTextRenderers, renderPortableText } from './portableText';
import { richText } from './RichText.css';

const heading = (Tag: 'h1' | 'h3' | 'h4' | 'h5' | 'h6') => (children: ReactNode, key: string) => (
  <Tag key={key}>{children}</Tag>
);

/**
 * Rich text from Portable Text. Only our own marks and blocks render: editor content never
 * becomes raw HTML. Links carry a resolved `href` in their mark definition; headings sit one
 * level below the page's (h2 → h3, h3 → h4).
 */
const renderers: RichTextRenderers = {
  styles: {
    normal: (children, key) => <p key={key}>{children}</p>,
    blockquote: (children, key) => <blockquote key={key}>{children}</blockquote>,
    h1: heading('h1'),
    h2: heading('h3'),
    h3: heading('h4'),
    h4: heading('h4'),
    h5: heading('h5'),
    h6: heading('h6'),
  },
  marks: {
    strong: (children, _value, key) => <strong key={key}>{children}</strong>,
    em: (children, _value, key) => <em key={key}>{children}</em>,
    code: (children, _value, key) => <code key={key}>{children}</code>,
    underline: (children, _value, key) => (
      <span key={key} style={{ textDecoration: 'underline' }}>
        {children}
      </span>
    ),
    'strike-through': (children, _value, key) => <del key={key}>{children}</del>,
    link: (children, value, key) => {
      const href = typeof value?.href === 'string' ? value.href : undefined;
      if (!href || !/^(https?:|mailto:|tel:|\/|#)/.test(href)) return <Fragment key={key}>{children}</Fragment>;
      return (
        <a key={key} href={href}>
          {children}
        </a>
      );
    },
  },
};

export function RichText({ value }: { value: PortableTextBlock[] }) {
  return <div className={richText}>{renderPortableText(value, renderers)}</div>;
}

export type { PortableTextBlock };
