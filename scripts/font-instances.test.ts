import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_INSTANCES, FONTS_DIR, makeInstance } from './font-instances';

describe('brand font instances: cut from the npm font packages, never edited by hand', () => {
  it.each(FONT_INSTANCES.map((instance) => [instance.file, instance] as const))(
    '%s is exactly what `npm run fonts` makes from its variable font',
    async (_file, instance) => {
      const committed = await readFile(path.join(FONTS_DIR, instance.file));
      expect(committed.equals(await makeInstance(instance))).toBe(true);
    },
  );
});
