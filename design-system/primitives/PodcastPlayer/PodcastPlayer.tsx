'use client';

import { Component, createContext, lazy, type ReactNode, Suspense, useContext, useSyncExternalStore } from 'react';
import { currentEpisode, subscribePlayer } from './playerStore';

/** The bar's code: loaded only once an episode is current (played, or restored from the cookie). */
const loadBar = () => import('./PlayerBar').then((module) => ({ default: module.PlayerBar }));
let LazyBar = lazy(loadBar);

/**
 * Keeps a bar whose code failed to load (a network error, a stale deployment) from taking the page
 * down with it: the bar is left out, the page and its play buttons go on working, and the next
 * episode tries to load the code again.
 */
class BarBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    LazyBar = lazy(loadBar);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const noEpisode = () => null;

/**
 * The podcast player's bar, pinned to the bottom of the viewport while an episode is current: the
 * shell renders it once, after the footer, and it lives across client-side navigation. Renders
 * nothing (and loads no code) until an episode is played or restored.
 */
export function PodcastPlayer() {
  const current = useSyncExternalStore(subscribePlayer, currentEpisode, noEpisode);
  if (!current) return null;
  return (
    <BarBoundary key={current.episode.id}>
      <Suspense fallback={null}>
        <LazyBar current={current} />
      </Suspense>
    </BarBoundary>
  );
}

const InShell = createContext(false);

/** Marks the site shell's player: templates inside it show no bar of their own. */
export function ShellPodcastPlayer({ children }: { children: ReactNode }) {
  return <InShell.Provider value={true}>{children}</InShell.Provider>;
}

/**
 * Where a template plays episodes: inside the site shell, the shell's bar; alone (in the catalogue
 * or a test), a bar of its own after the template.
 */
export function PodcastPlayerScope({ children }: { children: ReactNode }) {
  if (useContext(InShell)) return <>{children}</>;
  return (
    <>
      {children}
      <PodcastPlayer />
    </>
  );
}
