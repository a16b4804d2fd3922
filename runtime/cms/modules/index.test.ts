import { describe, expect, it } from 'vitest';
import { MODULES, mappedModuleTypes, moduleSchemas } from './index';

describe('the module registry', () => {
  it('defines each CMS module type once; its schema and its MODULES projection come from that one definition', () => {
    expect(new Set(mappedModuleTypes).size).toBe(mappedModuleTypes.length);
    expect(Object.keys(moduleSchemas)).toEqual(mappedModuleTypes);
    for (const type of mappedModuleTypes) {
      expect(MODULES.split(`_type == "${type}" =>`)).toHaveLength(2);
    }
  });
});
