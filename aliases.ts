import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path aliases (`@runtime/…`, `@design-system/…`, …) for Vite, read from tsconfig.json's `compilerOptions.paths`,
 * their one definition: TypeScript, tsx and Playwright read them there; vite.config.ts, vitest.config.ts and
 * catalogue/vite.config.ts (Ladle's Vite, which has no `resolve.tsconfigPaths`) take them from here. vanilla-extract's
 * `.css.ts` compiler reuses the config's `resolve`, so it sees them too.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

interface TsConfig {
  compilerOptions?: { paths?: Record<string, string[]> };
}

function readPaths(): Record<string, string[]> {
  const file = path.join(root, 'tsconfig.json');
  let config: TsConfig;
  try {
    config = JSON.parse(readFileSync(file, 'utf8')) as TsConfig;
  } catch (error) {
    throw new Error(`aliases.ts reads ${file} as plain JSON (no comments, no trailing commas): ${error}`);
  }
  return config.compilerOptions?.paths ?? {};
}

/**
 * `@runtime/*` → `./runtime/*` becomes `{ find: '@runtime', replacement: '/abs/path/runtime' }`: Vite replaces a string
 * `find` only when the specifier is that string or starts with it followed by `/`.
 */
export const aliases: { find: string; replacement: string }[] = Object.entries(readPaths()).map(([key, targets]) => {
  const target = targets[0];
  if (!key.endsWith('/*') || !target?.endsWith('/*') || targets.length !== 1) {
    throw new Error(`aliases.ts: tsconfig path "${key}" must map "@name/*" to one "./folder/*"`);
  }
  return { find: key.slice(0, -2), replacement: path.resolve(root, target.slice(0, -2)) };
});
