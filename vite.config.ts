import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { aliases } from './aliases';
import { interactivityPlugin } from './design-system/interactivity/vitePlugin';
import { buildIdPlugin } from './runtime/build/buildId';
import { emptyCssCommentsPlugin } from './runtime/build/emptyCssCommentsPlugin';
import { fontPreloadPlugin } from './runtime/build/fontPreloadPlugin';

/** The packages every page needs to render and hydrate. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|vike|vike-react|@brillout\/[^/]+)\//;

/** Our own modules every page uses on the client (not the word lists: the page's words come as data). */
const SHARED_OWN = /\/design-system\/i18n\/(LocaleContext|translate|locales|index)\.tsx?$|\/runtime\/client\//;

/**
 * The small modules of ours that every page loads to hydrate: the shell (header, its primitives, the page theme), the
 * block and template registries, the static island and Vike's hooks. Each would otherwise be a chunk of its own
 * (some 15 on every first load, each with its own import list and gzip overhead), because lazily loaded blocks and
 * templates import them too. Deferred code (the footer, the newsletter dialog, the player's bar…) stays out: only
 * the modules every page's first load already fetched are named here.
 */
const SHELL_OWN = new RegExp(
  [
    '/design-system/shell/(Header|Logo|SiteShell|SkipLink|LanguageSwitcher|ArticleWrapper)/',
    // The preview banner's loader; the banner itself (PreviewBanner.tsx) loads on preview pages only.
    '/design-system/shell/PreviewBanner/(PreviewBanner\\.Deferred|index)\\.tsx?$',
    // The grid overlay's shortcut; the overlay itself (GridDebug.Overlay) loads when asked for.
    '/design-system/shell/GridDebug/(GridDebug|gridColumns|index)\\.tsx?$',
    // The newsletter pop-up's loader; the pop-up itself loads once the page is up.
    '/design-system/shell/NewsletterPopup/NewsletterPopup\\.Deferred\\.tsx$',
    '/design-system/shell/Footer/Footer\\.Deferred\\.tsx$',
    '/design-system/primitives/(Container|Button|VisuallyHidden|Disclosure|Link|ResponsiveImage|Heading|StaticIsland|Deferred)/',
    // The podcast player's state and play buttons; its bar (PlayerBar*) loads once an episode is current.
    '/design-system/primitives/PodcastPlayer/(index|episode|playerCookie|playerStore|icons\\.css|PlayEpisodeButton|PodcastPlayer)\\.tsx?$',
    '/design-system/theme/pageTheme\\.ts$',
    '/design-system/blocks/BlockList/(BlockList|blockRegistry)\\.tsx?$',
    '/runtime/render/(PageTemplate|pageCode|templates)\\.tsx?$',
    '/runtime/pages/\\+[^/]+\\.tsx?$',
    '/runtime/player/(paths|restoreSavedPlayer)\\.ts$',
    '/node_modules/@vanilla-extract/(dynamic|private)/',
  ].join('|'),
);

export default defineConfig({
  plugins: [
    vike(),
    vanillaExtractPlugin(),
    interactivityPlugin(),
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
        manualChunks: (id: string) =>
          FRAMEWORK.test(id) || SHARED_OWN.test(id) ? 'framework' : SHELL_OWN.test(id) ? 'shell' : undefined,
      },
    },
  },
});
