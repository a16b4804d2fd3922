import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactFixtures as f } from '../../../fixtures/components/Contact.fixtures';
import { Contact } from './Contact';
import { isReachable, mailtoHref, telHref } from './Contact.Person';

describe('Contact', () => {
  it('renders an h2 and each person as an h3 card with tel: and mailto: links', () => {
    const html = renderToStaticMarkup(<Contact {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Kontakt skoletjenesten<\/h2>/);
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html).toContain('href="tel:+4541206000"');
    expect(html).toContain('href="mailto:skoletjenesten@natmus.dk"');
    expect(html).toContain('<dl');
  });

  it('gives the block its own heading when the editor gave none', () => {
    expect(renderToStaticMarkup(<Contact {...f.minimal} />)).toMatch(/<h2[^>]*>Kontakt<\/h2>/);
  });

  it('drops people without a name or any way to reach them', () => {
    const html = renderToStaticMarkup(<Contact {...f.withDropped} />);
    expect(html.match(/<h3/g)).toHaveLength(1);
    expect(html).toContain('Jens Bruun');
    expect(html).not.toContain('Uden kontaktoplysninger');
    expect(html).not.toContain('anonym@natmus.dk');
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
