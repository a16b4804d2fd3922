import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buttonFixtures as f } from '../../../fixtures/components/Button.fixtures';
import { Button } from './Button';

describe('Button', () => {
  it('renders a real button of type "button" by default', () => {
    const html = renderToStaticMarkup(<Button>{f.default.label}</Button>);
    expect(html).toMatch(/^<button type="button" class="[^"]+">Køb billet<\/button>$/);
  });

  it('keeps the type and aria attributes it is given', () => {
    const html = renderToStaticMarkup(
      <Button type="submit" aria-expanded={false} aria-controls="menu" variant="link">
        {f.linkStyled.label}
      </Button>,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="menu"');
  });

  it('with href renders a link, not a button', () => {
    const html = renderToStaticMarkup(<Button href={f.asLink.href}>{f.asLink.label}</Button>);
    expect(html).toMatch(/^<a href="\/besoeg\/omvisninger" class="[^"]+">Book en omvisning<\/a>$/);
  });

  it('gives each variant its own class', () => {
    const classOf = (variant: 'primary' | 'secondary' | 'link') =>
      /class="([^"]+)"/.exec(renderToStaticMarkup(<Button variant={variant}>x</Button>))?.[1];
    expect(new Set([classOf('primary'), classOf('secondary'), classOf('link')]).size).toBe(3);
  });
});
