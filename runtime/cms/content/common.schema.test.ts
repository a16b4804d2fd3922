import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tolerantList } from './common.schema';

describe('a broken content field degrades only its part: a tolerant list', () => {
  const people = tolerantList(z.object({ name: z.string() }));

  it('drops a broken entry, or a reference to a deleted document (null), alone', () => {
    expect(people.parse([{ name: 'Anna Friis' }, null, { name: 42 }, { name: 'Line Due' }])).toEqual([
      { name: 'Anna Friis' },
      { name: 'Line Due' },
    ]);
  });

  it('reads a missing list, or a field that is not a list, as empty', () => {
    expect(people.parse(null)).toEqual([]);
    expect(people.parse(undefined)).toEqual([]);
    expect(people.parse('ikke en liste')).toEqual([]);
  });
});
