import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextBlock } from '@portabletext/types';
import { richText } from './RichText.css';

/**
 * Rich text from Portable Text. Only our own marks and blocks render: editor content never
 * becomes raw HTML. Links carry a resolved `href` in their mark definition.
 */
const components: PortableTextComponents = {
  // Block types and marks we have no element for render nothing, or just their text.
  unknownType: () => null,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownMark: ({ children }) => <>{children}</>,
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : undefined;
      if (!href || !/^(https?:|mailto:|tel:|\/|#)/.test(href)) return <>{children}</>;
      return <a href={href}>{children}</a>;
    },
  },
  block: {
    h2: ({ children }) => <h3>{children}</h3>,
    h3: ({ children }) => <h4>{children}</h4>,
  },
};

export function RichText({ value }: { value: PortableTextBlock[] }) {
  return (
    <div className={richText}>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  );
}

export type { PortableTextBlock };
