import type { MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

  it('loading: keeps its label, says it is busy and unavailable, and stays focusable (no disabled attribute)', () => {
    const html = renderToStaticMarkup(<Button loading>{f.default.label}</Button>);
    expect(html).toMatch(
      /^<button type="button" class="[^"]+" aria-busy="true" aria-disabled="true"><span class="[^"]+" aria-hidden="true"><\/span>Køb billet<\/button>$/,
    );
    expect(html).not.toContain('disabled=""');
    expect(html).not.toContain('tabindex');
  });

  it('not loading: no busy or disabled state, and a caller’s own aria-disabled is kept', () => {
    const html = renderToStaticMarkup(<Button loading={false}>{f.default.label}</Button>);
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('aria-disabled');
    expect(html).not.toContain('aria-hidden');
    expect(renderToStaticMarkup(<Button aria-disabled>{f.default.label}</Button>)).toContain('aria-disabled="true"');
  });

  it('loading: a click (or a submit button’s submit) is ignored; once loaded, clicks reach the handler again', () => {
    const onClick = vi.fn();
    /** The button element Button renders (a plain function component without hooks), and its click handler. */
    const click = (loading: boolean) => {
      const element = Button({ children: f.default.label, type: 'submit', loading, onClick }) as ReactElement<{
        onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
      }>;
      const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
      element.props.onClick?.(event);
      return event.preventDefault;
    };
    expect(click(true)).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
    expect(click(false)).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
