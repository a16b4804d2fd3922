import type { Plugin } from 'vite';

const FONT_FILE = /\.(woff2?|ttf|otf)$/;

/**
 * Leaves font files out of the build manifest's list of a chunk's assets. Vike preloads every font the manifest
 * lists for a page (with cssCodeSplit off: every font the one stylesheet names, italics and faces the site does not
 * use included); the pages preload instead the one or two files a site's first view needs
 * (runtime/render/fontPreloads.ts, in +Head.tsx). The files are still emitted, hashed, and named by the stylesheet.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'museum:font-preloads',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          const assets = output.viteMetadata?.importedAssets;
          if (!assets) continue;
          for (const file of [...assets]) if (FONT_FILE.test(file)) assets.delete(file);
        }
      },
    },
  };
}
