import { describe, expect, it, vi } from 'vitest';
import { pageSchema } from './page.schema';

describe('page fields', () => {
  it('a module list with junk in it keeps its tagged modules; each dropped element is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = pageSchema.parse({
      _id: 'p',
      _type: 'landingPage',
      title: 'Side',
      locale: 'da',
      site: 'natmus',
      modules: [
        { _type: 'textSection', _key: 'a' },
        'text',
        null,
        { _key: 'no-type' },
        { _type: 'hologram', _key: 'b' },
      ],
    });
    expect(page.modules?.map((module) => module._key)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('a module field that is not a list counts as no modules', () => {
    const page = pageSchema.parse({
      _id: 'p',
      _type: 'landingPage',
      title: 'Side',
      locale: 'da',
      site: 'natmus',
      modules: 7,
    });
    expect(page.modules).toBeNull();
  });
});
