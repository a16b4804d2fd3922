import { interactiveModules } from './interactiveModules.generated';

/** A value loaded on demand, once: every caller shares the one load; a failed load is tried again next time. */
export interface Lazy<T> {
  load: () => Promise<T>;
  /** The value once loaded (undefined before). */
  readonly value: T | undefined;
}

/** The one loader of lazily loaded code: blocks, templates, static parts and deferred shell parts use it. */
export function lazy<T>(load: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get value() {
      return value;
    },
  };
}

/** A block's or template's code: its component, loaded on demand, and whether a first load hydrates it. */
export interface LazyComponent<C> extends Lazy<C> {
  /**
   * Whether its code, or anything it imports, says `'use client'` (interactiveModules.generated.ts, derived at build
   * time). A component that does not keeps its server HTML on a first load, without its code (primitives/StaticIsland).
   */
  readonly interactive: boolean;
}

/**
 * A block's or template's component in a chunk of its own: `lazyComponent('TextSection', () => import('../TextSection'))`.
 * The name is the component's export and its folder's name, by which the build knows whether it is interactive.
 */
export function lazyComponent<M, K extends keyof M & string>(name: K, load: () => Promise<M>): LazyComponent<M[K]> {
  const code = lazy(() => load().then((module) => module[name]));
  return Object.assign(code, { interactive: interactiveModules.has(name) });
}
