import { type ComponentType, createElement, lazy } from 'react';
import type { Plugin } from 'vite';

/**
 * A story component that renders at once when its module has loaded. Ladle makes every story a React.lazy, which
 * suspends on its first render even when its file is already loaded, and React then holds the revealed story back
 * until 300 ms after the fallback appeared (its Suspense throttle): every story a designer (or the axe test) opened
 * took a third of a second. Here each story module starts loading when the catalogue starts, and a story whose
 * module is in renders straight away; one still on its way falls back to the lazy component.
 */
export function preloadedStory(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let loaded: ComponentType | undefined;
  const module = load().then((result) => {
    loaded = result.default;
    return result;
  });
  const Lazy = lazy(() => module);
  return function PreloadedStory(props: object) {
    return createElement(loaded ?? Lazy, props);
  };
}

/** Ladle's generated story list (its virtual module) with preloadedStory in place of React.lazy, in the build. */
export function preloadStories(): Plugin {
  return {
    name: 'catalogue-preload-stories',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('virtual:generated-list') || !code.includes('lazy(() =>')) return null;
      const helper = JSON.stringify(new URL('./preloadedStories.ts', import.meta.url).pathname);
      return `import { preloadedStory } from ${helper};\n${code.replaceAll('lazy(() =>', 'preloadedStory(() =>')}`;
    },
  };
}
