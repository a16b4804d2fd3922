import type { Plugin } from 'vite';
import { writeInteractiveModules } from './interactiveModules';

/**
 * Keeps interactiveModules.generated.ts in step with the `'use client'` markers: at the start of a build or dev
 * server, and in a dev server whenever a design-system module changes (a marker added or an import moved).
 */
export function interactivityPlugin(): Plugin {
  const update = (log: (message: string) => void) => {
    if (writeInteractiveModules()) log('interactiveModules.generated.ts rewritten from the use-client markers');
  };
  return {
    name: 'design-system-interactivity',
    buildStart() {
      update((message) => this.info(message));
    },
    watchChange(id) {
      if (id.includes('/design-system/') && /\.tsx?$/.test(id) && !id.endsWith('.generated.ts')) {
        update((message) => this.info(message));
      }
    },
  };
}
