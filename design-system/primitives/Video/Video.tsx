'use client';

import { useEffect, useRef, useState } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { Disclosure } from '../Disclosure';
import type { ImageModel } from '../ResponsiveImage';
import { ResponsiveImage } from '../ResponsiveImage';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  caption as captionClass,
  frame,
  label as labelClass,
  playerSlot,
  playSign,
  playTriangle,
  poster as posterClass,
  posterImage,
  title as titleClass,
  transcript as transcriptClass,
  video,
} from './Video.css';
import { parseVideoRange } from './videoRange';

/** A Mux video as the design system receives it. */
export interface VideoModel {
  /** Mux playback id. */
  playbackId: string;
  /** full: the whole video; clip: only `range`. */
  type: 'full' | 'clip';
  /** For clips, `"start-end"` as fractions of the duration, e.g. `"0.2-0.45"`. */
  range?: string;
  poster?: ImageModel | null;
  /** What the video is called: names the play button and the player. */
  title: string;
  /** A short kicker above the title, e.g. "Film" or "Fra udstillingen". */
  label?: string;
  description?: string;
  /** Credit or caption line. */
  caption?: string;
  /** The spoken words as text, paragraphs separated by blank lines; shown in a Disclosure. */
  transcript?: string;
}

type PlayerState = 'poster' | 'loading' | 'ready';

/**
 * A video that costs nothing until it is wanted: the server renders the poster as a real button,
 * and only a press on it imports Mux's player (its own chunk) and puts it in place, playing.
 * `priority` loads the poster at once, with high priority, for a video at the top of a page.
 */
export function Video({
  playbackId,
  type,
  range,
  poster,
  title,
  label,
  description,
  caption,
  transcript,
  priority = false,
}: VideoModel & { priority?: boolean }) {
  const t = useText();
  const [state, setState] = useState<PlayerState>('poster');
  const slot = useRef<HTMLDivElement>(null);
  const unmount = useRef<(() => void) | null>(null);

  useEffect(() => () => unmount.current?.(), []);

  const play = async () => {
    if (state !== 'poster') return;
    setState('loading');
    try {
      const { mountPlayer } = await import('./muxPlayer');
      if (!slot.current) return;
      unmount.current = mountPlayer(slot.current, {
        playbackId,
        title,
        posterSrc: poster?.src,
        range: type === 'clip' ? parseVideoRange(range) : null,
      });
      setState('ready');
    } catch (error) {
      console.warn('[Video] The player could not be loaded', error);
      setState('poster');
    }
  };

  const paragraphs = transcript
    ?.split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);

  return (
    <figure className={video}>
      <div className={frame}>
        <div ref={slot} className={playerSlot} data-video-player="" />
        {state === 'ready' ? null : (
          <button type="button" className={posterClass} onClick={play} aria-busy={state === 'loading' || undefined}>
            {poster ? (
              <ResponsiveImage image={{ ...poster, alt: '' }} className={posterImage} priority={priority} />
            ) : null}
            <span className={playSign} aria-hidden="true">
              <span className={playTriangle} />
            </span>
            <VisuallyHidden>{state === 'loading' ? t('loadingVideo') : `${t('playVideo')}: ${title}`}</VisuallyHidden>
          </button>
        )}
      </div>
      <figcaption>
        {label ? <p className={labelClass}>{label}</p> : null}
        <p className={titleClass}>{title}</p>
        {description ? <p>{description}</p> : null}
        {caption ? <p className={captionClass}>{caption}</p> : null}
        {paragraphs && paragraphs.length > 0 ? (
          <Disclosure summary={t('transcript')}>
            <div className={transcriptClass}>
              {paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </Disclosure>
        ) : null}
      </figcaption>
    </figure>
  );
}
