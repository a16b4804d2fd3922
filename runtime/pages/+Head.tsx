import { usePageContext } from 'vike-react/usePageContext';
import { fontPreloads } from '../render/fontPreloads';
import { jsonLdText } from '../render/structuredData';
import type { ContentPageData } from '../render/types';
import { FAVICON_PATH } from '../server/favicon';

/**
 * The favicon and the preloads of the brand font files the site's first view needs, on every page; on a content
 * page also its description, canonical, Open Graph, robots and hreflang alternates.
 */
export default function Head() {
  const pageContext = usePageContext();
  const data = pageContext.data as ContentPageData | undefined;
  const head = pageContext.pageHead;
  const common = (
    <>
      <link rel="icon" type="image/svg+xml" href={FAVICON_PATH} />
      {fontPreloads(pageContext.site).map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
    </>
  );
  if (!head)
    return (
      <>
        {common}
        <meta name="robots" content="noindex" />
      </>
    );
  return (
    <>
      {common}
      {head.description ? <meta name="description" content={head.description} /> : null}
      <link rel="canonical" href={head.canonical} />
      <meta property="og:url" content={head.ogUrl} />
      <meta property="og:title" content={head.title} />
      <meta property="og:type" content="website" />
      {data?.shell?.site.name ? <meta property="og:site_name" content={data.shell.site.name} /> : null}
      {head.ogDescription ? <meta property="og:description" content={head.ogDescription} /> : null}
      {head.ogImage ? <meta property="og:image" content={head.ogImage} /> : null}
      <meta property="og:locale" content={head.lang} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {head.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {head.jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD, with < escaped by jsonLdText so no text can close the element.
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
