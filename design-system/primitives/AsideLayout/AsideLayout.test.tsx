// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { AsideLayout } from './AsideLayout';
import { aside as asideClass, column } from './AsideLayout.css';

describe('AsideLayout: main content on 8 of the 12 columns and an aside on 4 from lg, one column below', () => {
  it('lead, aside, rest in source order, each part a cell of the page grid', () => {
    const { container } = render(
      <AsideLayout lead={<p>Intro</p>} aside={<aside>Praktisk</aside>}>
        <p>Resten</p>
      </AsideLayout>,
    );
    const lead = screen.getByText('Intro');
    const aside = screen.getByRole('complementary');
    const rest = screen.getByText('Resten');
    expect(lead.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(aside.compareDocumentPosition(rest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lead.parentElement).toHaveClass(column, { exact: true });
    expect(rest.parentElement).toHaveClass(column, { exact: true });
    expect(aside.parentElement).toHaveClass(asideClass, { exact: true });
    expect(container.getElementsByClassName(column)).toHaveLength(2);
  });

  it('without an aside, lead and content render as they would alone: no grid, no container', () => {
    const { container } = render(
      <AsideLayout lead={<p>Intro</p>} aside={null}>
        <p>Resten</p>
      </AsideLayout>,
    );
    expect(container.innerHTML).toBe('<p>Intro</p><p>Resten</p>');
  });
});
