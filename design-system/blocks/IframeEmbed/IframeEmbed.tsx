import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Link } from '@design-system/primitives/Link';
import { aspectRatio, frame, section } from './IframeEmbed.css';

export interface IframeEmbedModel {
  /** Only https addresses are embedded. */
  url: string;
  /** Names the frame for assistive technology (required: a frame without a title is not embedded). */
  title: string;
  /** The editor's intended size, used for the aspect ratio (16:9 when missing). */
  width?: number;
  height?: number;
  /** The page may not be framed here (the site's frame allow list): a link to it instead of the frame. */
  linkOnly?: boolean;
}

/** What an embedded frame may do: run its scripts, keep its own origin, open pop-ups and send forms. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms';

/** The URL when it is an absolute https URL, else null. */
export function httpsUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** width / height when both are positive numbers, else 16 / 9. */
export function aspectRatioOf(width?: number, height?: number): string {
  const valid = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  return valid(width) && valid(height) ? `${width} / ${height}` : '16 / 9';
}

/**
 * An embedded page in a sandboxed, lazily loaded frame that keeps its aspect ratio at every width; a link to the page
 * when it may not be framed here.
 */
export function IframeEmbed({ url, title, width, height, linkOnly = false }: IframeEmbedModel) {
  const t = useText();
  const src = httpsUrl(url);
  if (!src || !title.trim()) return null;
  if (linkOnly) {
    return (
      <Container>
        <p className={section}>
          {t('blockEmbedOpensElsewhere')} <Link link={{ label: title, href: src, kind: 'external' }} />
        </p>
      </Container>
    );
  }
  return (
    <Container>
      <div className={section} style={assignInlineVars({ [aspectRatio]: aspectRatioOf(width, height) })}>
        <iframe
          className={frame}
          src={src}
          title={title}
          loading="lazy"
          sandbox={EMBED_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    </Container>
  );
}
