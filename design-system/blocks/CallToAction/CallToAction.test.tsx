// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { callToActionFixtures as f } from '@fixtures/components/CallToAction.fixtures';
import { CallToAction, formatFileSize } from './CallToAction';

describe('CallToAction', () => {
  it('renders a list of links, files with their type and size', () => {
    render(<CallToAction {...f.default} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Materialer til undervisningen' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/files/laerervejledning-jelling.pdf', '/skoletjenesten/book']),
    );
    const names = links.map((link) => link.textContent);
    expect(names.some((name) => name?.includes('(PDF, 2,4 MB)'))).toBe(true);
    expect(names.some((name) => name?.includes('(DOCX, 47 kB)'))).toBe(true);
  });

  it('says "Fil" for a file of unknown type and size', () => {
    render(<CallToAction {...f.minimal} />);
    expect(screen.getByRole('link')).toHaveTextContent('(Fil)');
  });

  it('formats sizes in the page language', () => {
    expect(formatFileSize(2_516_582, 'en')).toBe('2.4 MB');
    expect(formatFileSize(300, 'da')).toBe('1 kB');
    expect(formatFileSize(0, 'da')).toBeNull();
  });

  it('drops items without a label or address, and renders nothing without items', () => {
    render(
      <CallToAction
        items={[
          { kind: 'file', label: '', href: '/x.pdf' },
          { kind: 'link', link: { kind: 'internal', href: '', label: 'Uden adresse' } },
          { kind: 'file', label: 'Plan over Kronborg', href: '/kronborg.pdf', fileType: 'pdf' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /^Plan over Kronborg/ })).toHaveAttribute('href', '/kronborg.pdf');
    expect(renderToStaticMarkup(<CallToAction {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<CallToAction items={[{ kind: 'file', label: ' ', href: ' ' }]} />)).toBe('');
  });
});
