import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { aliases } from './aliases';
import { interactivityPlugin } from './design-system/interactivity/vitePlugin';
import { buildIdPlugin } from './runtime/build/buildId';
import { emptyCssCommentsPlugin } from './runtime/build/emptyCssCommentsPlugin';
import { firstLoadChunks } from './runtime/build/firstLoadChunks';
import { firstLoadWordsPlugin } from './runtime/build/firstLoadWords';
import { fontPreloadPlugin } from './runtime/build/fontPreloadPlugin';

/**
 * The entries whose static imports every content page loads: the client router's and the content page's (the search
 * and error pages load the same shell; the /mocks design pages are left to themselves).
 */
const FIRST_LOAD_ROOTS =
  /\/vike\/dist\/client\/runtime-client-routing\/entry\.js$|virtual:vike:page-entry:client:\/runtime\/pages\/content$/;

export default defineConfig({
  plugins: [
    vike(),
    vanillaExtractPlugin(),
    interactivityPlugin(),
    firstLoadWordsPlugin(),
    buildIdPlugin(),
    fontPreloadPlugin(),
    emptyCssCommentsPlugin(),
  ],
  // @runtime/…, @design-system/… (tsconfig.json's paths): one definition, see aliases.ts.
  resolve: { alias: aliases },
  server: { allowedHosts: ['.localhost'] },
  build: {
    // One stylesheet for every page (about 10 KB gzip for all blocks and site themes) instead of one
    // per component: a page linked some 25 small render-blocking stylesheets, which cost Lighthouse's
    // simulated mobile first paint ~0.5 s (bench/RESULTS.md, "Lab vitals").
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The framework (React, Vike's client) in one chunk that every page loads: left to itself the
        // bundler cuts it into pieces shared with lazily loaded parts (the footer), and every extra
        // chunk costs first-load bytes. Everything else (the video player, the preview overlay) is
        // split as the bundler sees fit, so lazily loaded libraries stay out of the first load.
        manualChunks: firstLoadChunks(FIRST_LOAD_ROOTS),
      },
    },
  },
});
