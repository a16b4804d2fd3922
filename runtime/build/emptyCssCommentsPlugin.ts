import type { Plugin } from 'vite';

/** The placeholder Vite leaves in a chunk for each stylesheet import it moved into the one stylesheet. */
const EMPTY_CSS = /\/\* empty css\s*\*\//g;

/**
 * Removes Vite's `/* empty css *\/` placeholders from client chunks. With one stylesheet for every page
 * (cssCodeSplit off), each style module import leaves one, padded to the import's length: some 130 in the shell's
 * chunk alone. They are bytes every first load downloads for nothing (no source maps are published).
 */
export function emptyCssCommentsPlugin(): Plugin {
  return {
    name: 'museum:empty-css-comments',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.code.includes('/* empty css')) {
            output.code = output.code.replace(EMPTY_CSS, '');
          }
        }
      },
    },
  };
}
