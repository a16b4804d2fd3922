// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { contactFixtures as f } from '@fixtures/components/Contact.fixtures';
import { Contact } from './Contact';
import { isReachable, mailtoHref, telHref } from './Contact.Person';

describe('Contact', () => {
  it('renders an h2 and each person as an h3 card with tel: and mailto: links', () => {
    const { container } = render(<Contact {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt skoletjenesten' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('tel:+4541206000');
    expect(hrefs).toContain('mailto:skoletjenesten@natmus.dk');
    expect(container.querySelector('dl')).not.toBeNull();
  });

  it('gives the block its own heading when the editor gave none', () => {
    render(<Contact {...f.minimal} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt' })).toBeInTheDocument();
  });

  it('drops people without a name or any way to reach them', () => {
    const { container } = render(<Contact {...f.withDropped} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Jens Bruun');
    expect(container).not.toHaveTextContent('Uden kontaktoplysninger');
    expect(container).not.toHaveTextContent('anonym@natmus.dk');
    expect(container.querySelector('[href="mailto:anonym@natmus.dk"]')).toBeNull();
  });

  it('renders nothing when nobody is left', () => {
    expect(renderToStaticMarkup(<Contact {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<Contact people={[{ name: 'Kun navn' }]} />)).toBe('');
  });

  it('builds tel: and mailto: addresses only from plausible numbers and addresses', () => {
    expect(telHref('33 13 44 11')).toBe('tel:33134411');
    expect(telHref('+45 (33) 13-44-11')).toBe('tel:+4533134411');
    expect(telHref('ring til os')).toBeNull();
    expect(mailtoHref('presse@natmus.dk')).toBe('mailto:presse@natmus.dk');
    expect(mailtoHref('javascript:alert(1)')).toBeNull();
    expect(mailtoHref('a@b.dk?bcc=x@y.dk <x>')).toBeNull();
    expect(isReachable({ name: 'A', email: 'ikke en adresse' })).toBe(false);
  });
});
