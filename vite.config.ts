import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildIdPlugin } from './runtime/build/buildId';

/** The packages every page needs to render and hydrate. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|vike|vike-react|@brillout\/[^/]+)\//;

/** Our own modules every page uses on the client (not the word lists: the page's words come as data). */
const SHARED_OWN = /\/design-system\/i18n\/(LocaleContext|translate|locales|index)\.tsx?$|\/runtime\/client\//;

export default defineConfig({
  plugins: [vike(), vanillaExtractPlugin(), buildIdPlugin()],
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
        manualChunks: (id: string) => (FRAMEWORK.test(id) || SHARED_OWN.test(id) ? 'framework' : undefined),
      },
    },
  },
});
