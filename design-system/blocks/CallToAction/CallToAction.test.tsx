import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { callToActionFixtures as f } from '../../../fixtures/components/CallToAction.fixtures';
import { CallToAction, formatFileSize } from './CallToAction';

describe('CallToAction', () => {
  it('renders a list of links, files with their type and size', () => {
    const html = renderToStaticMarkup(<CallToAction {...f.default} />);
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).toMatch(/<h2[^>]*>Materialer til undervisningen<\/h2>/);
    expect(html).toContain('href="/files/laerervejledning-jelling.pdf"');
    expect(html).toContain('(PDF, 2,4 MB)');
    expect(html).toContain('(DOCX, 47 kB)');
    expect(html).toContain('href="/skoletjenesten/book"');
  });

  it('says "Fil" for a file of unknown type and size', () => {
    expect(renderToStaticMarkup(<CallToAction {...f.minimal} />)).toContain('(Fil)');
  });

  it('formats sizes in the page language', () => {
    expect(formatFileSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(formatFileSize(300, 'da')).toBe('1 kB');
    expect(formatFileSize(0, 'da')).toBeNull();
  });

  it('drops items without a label or address, and renders nothing without items', () => {
    const html = renderToStaticMarkup(
      <CallToAction
        items={[
          { kind: 'file', label: '', href: '/x.pdf' },
          { kind: 'link', link: { kind: 'internal', href: '', label: 'Uden adresse' } },
          { kind: 'file', label: 'Plan over Kronborg', href: '/kronborg.pdf', fileType: 'pdf' },
        ]}
      />,
    );
    expect(html.match(/<li/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<CallToAction {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<CallToAction items={[{ kind: 'file', label: ' ', href: ' ' }]} />)).toBe('');
  });
});
