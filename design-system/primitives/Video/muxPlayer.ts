'use client';

// Importing the package defines <mux-player> (a side effect a type-only import would not have).
import '@mux/mux-player';
import type MuxPlayerElement from '@mux/mux-player';
import type { VideoRange } from './videoRange';

/**
 * Loaded only when the visitor presses play (Video imports this module with a dynamic import, so
 * Mux's player and its HLS engine land in a chunk of their own). Importing it defines <mux-player>.
 */
export interface MountOptions {
  playbackId: string;
  title: string;
  posterSrc?: string;
  /** Play only this part (clip); pauses at its end and goes back to its start. */
  range: VideoRange | null;
}

export function mountPlayer(slot: HTMLElement, { playbackId, title, posterSrc, range }: MountOptions): () => void {
  const player = document.createElement('mux-player') as MuxPlayerElement;
  player.setAttribute('playback-id', playbackId);
  player.setAttribute('stream-type', 'on-demand');
  player.setAttribute('metadata-video-title', title);
  player.setAttribute('title', title);
  // No viewer tracking and no cookies from the player: the sites ask for consent before any of that.
  player.setAttribute('disable-tracking', '');
  player.setAttribute('disable-cookies', '');
  if (posterSrc) player.setAttribute('poster', posterSrc);
  player.tabIndex = -1;

  const seekToStart = () => {
    if (range && Number.isFinite(player.duration)) player.currentTime = range.start * player.duration;
  };
  const stopAtEnd = () => {
    if (!range || !Number.isFinite(player.duration)) return;
    if (player.currentTime >= range.end * player.duration) {
      player.pause();
      seekToStart();
    }
  };
  if (range) {
    player.addEventListener('loadedmetadata', seekToStart);
    player.addEventListener('timeupdate', stopAtEnd);
  }

  slot.append(player);
  // No casting: its sender script comes from gstatic.com, which the Content-Security-Policy does not allow, so
  // the player would only log a blocked script. Remote playback off on the media element keeps the script away.
  player.media?.setAttribute('disableremoteplayback', '');
  player.focus();
  player.play()?.catch(() => {
    // Autoplay refused or the stream unreachable: the player shows its own play button and error.
  });
  return () => {
    player.removeEventListener('loadedmetadata', seekToStart);
    player.removeEventListener('timeupdate', stopAtEnd);
    player.remove();
  };
}
