import type { Plugin } from 'vite';
import { generatedModulePlugin } from './generatedModule';
import { GENERATED_FILE, generatedSource, interactiveModuleNames } from './interactiveModules';

/** Keeps interactiveModules.generated.ts in step with the `'use client'` markers (a marker added, an import moved). */
export function interactivityPlugin(): Plugin {
  return generatedModulePlugin({
    name: 'design-system-interactivity',
    file: GENERATED_FILE,
    source: () => generatedSource(interactiveModuleNames()),
    derivedFrom: /\/design-system\//,
  });
}
