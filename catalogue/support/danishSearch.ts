import type { Plugin } from 'vite';

/**
 * The one line of Ladle's sidebar (app/src/sidebar/main: Ladle builds the compiled copy in typings-for-build/, the
 * source in lib/ is the same) that decides whether a story matches the search.
 */
const LADLE_FILTER = 'story.includes(canonicalSearch)';

/**
 * Ladle's sidebar search in the catalogue also finds a story by its component's Danish aliases
 * (searchAliases.ts): the sidebar's filter calls `storyMatchesSearch` instead of matching the id alone.
 * Fails the build when Ladle's sidebar no longer has that line, rather than silently searching in English only.
 */
export function danishSearch(): Plugin {
  return {
    name: 'catalogue-danish-search',
    enforce: 'pre',
    transform(code, id) {
      if (!/@ladle\/react\/(lib|typings-for-build)\/app\/src\/sidebar\/main\.(tsx|js)$/.test(id.split('?')[0] ?? ''))
        return null;
      if (!code.includes(LADLE_FILTER)) {
        throw new Error(`catalogue-danish-search: Ladle's sidebar no longer filters with "${LADLE_FILTER}"`);
      }
      const helper = JSON.stringify(new URL('./searchAliases.ts', import.meta.url).pathname);
      return `import { storyMatchesSearch } from ${helper};\n${code.replace(LADLE_FILTER, 'storyMatchesSearch(story, canonicalSearch)')}`;
    },
  };
}
