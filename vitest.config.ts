import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

/** Unit and component tests: never the vike() plugin, never Playwright's *.spec.ts files. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // @runtime/…, @design-system/… (tsconfig.json's paths), also for vanilla-extract's .css.ts compiler: see aliases.ts.
  resolve: { alias: aliases },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', 'catalogue/build/**'],
    environment: 'node',
    testTimeout: 20_000,
    // Registers the four interface dictionaries, as the server does (browsers get one per page).
    // Tests that render blocks through BlockList load their code first (loadAllBlocks).
    setupFiles: ['./design-system/i18n/dictionary.ts'],
    // Both cores (Vitest's default leaves one free). Files stay isolated: block registries, loaders and caches keep
    // module state, and sharing it between files made results depend on the order files ran in. Each file gets a
    // fresh worker thread rather than a fresh child process: the same isolation, and on this machine, where a new
    // process's memory is slow to map, the run takes about a fifth less time.
    pool: 'threads',
    maxWorkers: 2,
  },
});
