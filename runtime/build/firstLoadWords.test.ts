import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitorDictionaries } from '@design-system/i18n/dictionary';
import { pageWords } from '@runtime/render/pageWords';
import {
  browserEntries,
  firstLoadModules,
  firstLoadWordKeys,
  GENERATED_FILE,
  generatedSource,
  keysNamedIn,
} from './firstLoadWords';

const ROOT = join(import.meta.dirname, '../..');
const modules = () => firstLoadModules().map((file) => relative(ROOT, file));

describe('a first load sends only the interface words its code can show in the browser', () => {
  it('firstLoadWords.generated.ts is what the code names (any build or dev server rewrites it)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generatedSource(firstLoadWordKeys()));
  });

  it('the code a first load runs: Vike’s browser files, the shell, the interactive blocks, not static code', () => {
    const entries = browserEntries().map((file) => relative(ROOT, file));
    expect(entries).toEqual(expect.arrayContaining(['runtime/pages/+Layout.tsx', 'runtime/pages/content/+Page.tsx']));
    expect(entries.some((file) => /\+(data|config|Head|onBeforeRender)\.tsx?$|\.server\./.test(file))).toBe(false);
    expect(entries.some((file) => file.startsWith('runtime/pages/mocks/'))).toBe(false);
    const run = modules();
    // The footer is loaded later by the shell's own code, the image slider is an interactive block.
    expect(run).toEqual(expect.arrayContaining(['design-system/shell/Footer/Footer.tsx']));
    expect(run.some((file) => file.startsWith('design-system/blocks/ImageSlider/'))).toBe(true);
    // A static block, and a static part of an interactive template, keep their server HTML.
    expect(run.some((file) => file.startsWith('design-system/blocks/CalendarDays/'))).toBe(false);
    expect(run.some((file) => file.startsWith('design-system/blocks/PracticalAside/'))).toBe(false);
  });

  it('the header’s, the footer’s and the slider’s words go; a static block’s do not', () => {
    const keys = firstLoadWordKeys();
    expect(keys).toEqual(expect.arrayContaining(['skipToMain', 'ourMuseums', 'nextSlide']));
    expect(keys).not.toContain('openingHoursClosedToday');
    expect(keys.length).toBeLessThan(Object.keys(visitorDictionaries.da).length / 2);
  });

  it('a key counts when the code names it as a string literal, not in a comment or as part of a word', () => {
    const keys = new Set(['menu', 'close']);
    expect(keysNamedIn('t(\'menu\'); const label = "close";', keys)).toEqual(['menu', 'close']);
    expect(keysNamedIn("// t('menu')\n/* 'close' */ t('menuOpen'); const closed = 'closed';", keys)).toEqual([]);
  });

  it('a first load gets those words, a client-side navigation every visitor’s word, preview the editors’ too', () => {
    const first = pageWords('en', { preview: false, rendersWhole: false });
    expect(Object.keys(first).sort()).toEqual([...firstLoadWordKeys()].sort());
    expect(first.skipToMain).toBe(visitorDictionaries.en.skipToMain);
    expect(pageWords('en', { preview: false, rendersWhole: true })).toBe(visitorDictionaries.en);
    const preview = pageWords('en', { preview: true, rendersWhole: false });
    expect(Object.keys(preview).length).toBeGreaterThan(Object.keys(visitorDictionaries.en).length);
  });
});
