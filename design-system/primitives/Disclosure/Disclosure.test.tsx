import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { disclosureFixtures as f } from '../../../fixtures/components/Disclosure.fixtures';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('is a native details element with the summary first, closed by default', () => {
    const html = renderToStaticMarkup(<Disclosure summary={f.default.summary}>{f.default.text}</Disclosure>);
    expect(html).toMatch(
      /^<details class="[^"]+"><summary class="[^"]+"><span class="[^"]+" aria-hidden="true"><\/span>/,
    );
    expect(html).toContain(f.default.summary);
    expect(html).not.toContain(' open=""');
  });

  it('can start open and share a name (one open at a time)', () => {
    const html = renderToStaticMarkup(
      <Disclosure summary={f.open.summary} defaultOpen name="faq">
        {f.open.text}
      </Disclosure>,
    );
    expect(html).toContain('open=""');
    expect(html).toContain('name="faq"');
  });
});
