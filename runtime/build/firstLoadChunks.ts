/** What a chunking function can ask about a module (Rolldown's `manualChunks` meta, the part used here). */
interface ModuleGraph {
  getModuleInfo: (id: string) => { importers: readonly string[] } | null;
}

/**
 * The two chunks every page's first load fetches, derived from the module graph instead of listed by folder: a
 * module that the client router's entry or the content page's entry imports statically, however indirectly, is
 * loaded by every content page anyway. Packages among them go to `framework` (React, Vike's client…), our modules
 * to `shell` (the header, the registries, Vike's hooks…); everything else (templates, blocks, the footer, the video
 * player, the preview overlay) is split as the bundler sees fit, so lazily loaded code stays out of the first load.
 * Left to itself the bundler cuts those modules into some 15 small chunks shared with lazily loaded code, each with
 * its own import list and gzip overhead.
 */
export function firstLoadChunks(roots: RegExp): (id: string, graph: ModuleGraph) => string | undefined {
  const known = new Map<string, boolean>();
  // Whether a root imports the module statically: a search up its importers. A root is known by its id (the
  // router's entry imports the content page's dynamically).
  const onFirstLoad = (id: string, graph: ModuleGraph): boolean => {
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (known.get(next) === true || roots.test(next)) {
        known.set(id, true);
        return true;
      }
      for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
        if (!seen.has(importer) && known.get(importer) !== false) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    // The whole search found no root: nothing it met is reached from one either.
    for (const module of seen) known.set(module, false);
    return false;
  };
  return (id, graph) => {
    if (!onFirstLoad(id, graph)) return undefined;
    return id.includes('/node_modules/') ? 'framework' : 'shell';
  };
}
