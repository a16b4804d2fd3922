'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { KeyboardEvent, Ref } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { Button } from '../Button';
import { CloseButton } from '../CloseButton';
import { VisuallyHidden } from '../VisuallyHidden';
import type { PodcastEpisode } from './episode';
import { pauseIcon, playIcon } from './icons.css';
import {
  bar,
  closeArea,
  details,
  layout,
  loadingIcon,
  problem,
  progress,
  progressVar,
  show,
  slider,
  time,
  title,
  toggleArea,
} from './PlayerBar.css';
import { clockTime } from './time';

/** What the bar shows: playing, paused, waiting for the audio (loading) or unable to load it (error). */
export type PlayerStatus = 'playing' | 'paused' | 'loading' | 'error';

export interface PlayerBarViewProps {
  episode: PodcastEpisode;
  status: PlayerStatus;
  /** Seconds played. */
  position: number;
  /** The episode's length in seconds; 0 while unknown (the slider is disabled then). */
  duration: number;
  onToggle: () => void;
  /** Moves to a position in seconds. */
  onSeek: (seconds: number) => void;
  onRetry: () => void;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}

/** Seconds the slider's keys move: the arrows by 5, Page Up and Page Down by 30 (Home and End to either end). */
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 5,
  ArrowUp: 5,
  ArrowLeft: -5,
  ArrowDown: -5,
  PageUp: 30,
  PageDown: -30,
};

/**
 * The podcast player's bar: play/pause, the episode's title and show, elapsed time, a position
 * slider (a native range input: arrow keys, Page Up/Down, Home/End) and the total time, and a
 * close button. When the audio cannot load, a message and a retry button take the progress's
 * place. A polite live region says when the episode is loading or failed.
 */
export function PlayerBarView({
  episode,
  status,
  position,
  duration,
  onToggle,
  onSeek,
  onRetry,
  onClose,
  ref,
}: PlayerBarViewProps) {
  const t = useText();
  const active = status === 'playing' || status === 'loading';
  const length = Math.max(0, Math.floor(duration));
  const at = Math.min(Math.max(0, Math.floor(position)), length);
  const seek = (seconds: number) => onSeek(Math.min(Math.max(0, seconds), length));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = KEY_STEPS[event.key];
    const target = step !== undefined ? at + step : event.key === 'Home' ? 0 : event.key === 'End' ? length : null;
    if (target === null) return;
    event.preventDefault();
    seek(target);
  };
  const announcement = status === 'loading' ? t('playerLoading') : status === 'error' ? t('playerError') : '';
  return (
    <section ref={ref} className={bar} aria-label={t('podcastPlayer')} data-podcast-player="" data-status={status}>
      <div className={layout}>
        <div className={toggleArea}>
          <Button
            variant="inverse"
            iconOnly
            onClick={status === 'error' ? onRetry : onToggle}
            aria-label={`${active ? t('pause') : t('play')}: ${episode.title}`}
          >
            <span className={status === 'loading' ? loadingIcon : active ? pauseIcon : playIcon} aria-hidden="true" />
          </Button>
        </div>
        <div className={details}>
          <p className={title}>{episode.title}</p>
          {episode.showTitle ? <p className={show}>{episode.showTitle}</p> : null}
        </div>
        {status === 'error' ? (
          <div className={problem}>
            <p aria-hidden="true">{t('playerError')}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className={progress}>
            <span className={time} aria-hidden="true" data-player-time="elapsed">
              {clockTime(at)}
            </span>
            <input
              type="range"
              className={slider}
              style={assignInlineVars({ [progressVar]: `${length ? (at / length) * 100 : 0}%` })}
              min={0}
              max={length}
              step={1}
              value={at}
              disabled={length === 0}
              aria-label={t('playerPosition')}
              aria-valuetext={fillText(t('timeOfTotal'), { elapsed: clockTime(at), total: clockTime(length) })}
              onChange={(event) => seek(Number(event.currentTarget.value))}
              onKeyDown={onKeyDown}
            />
            <span className={time} aria-hidden="true" data-player-time="total">
              {clockTime(length)}
            </span>
          </div>
        )}
        <div className={closeArea}>
          <CloseButton label={t('closePlayer')} onClick={onClose} />
        </div>
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
      </div>
    </section>
  );
}
