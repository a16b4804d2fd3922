import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the build writes its id (the spec: `GET builds/latest.json`) and its manifest (`builds/meta/{id}.json`). */
export const BUILD_LATEST_PATH = 'builds/latest.json';

/**
 * One id per build: BUILD_ID when the deployment sets it, else a fresh one (kept in the process
 * environment so the client and server builds of one `vike build` share it).
 */
export function currentBuildId(env: Record<string, string | undefined> = process.env): string {
  env.MUSEUM_BUILD_ID ??= env.BUILD_ID?.trim() || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return env.MUSEUM_BUILD_ID;
}

/**
 * The build id: compiled into the code as `__BUILD_ID__`, and written next to the client assets as
 * `builds/latest.json` ({id, timestamp}) and `builds/meta/{id}.json`. A browser that finds another id
 * in latest.json than the one it runs makes its next navigation a full page load.
 */
export function buildIdPlugin(): Plugin {
  const id = currentBuildId();
  const timestamp = Date.now();
  return {
    name: 'museum:build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      if (this.environment && this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: BUILD_LATEST_PATH, source: `${JSON.stringify({ id, timestamp })}\n` });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: `${JSON.stringify({ id, timestamp, matcher: {}, prerendered: [] })}\n`,
      });
    },
  };
}
