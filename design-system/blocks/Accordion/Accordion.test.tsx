// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headingOutline, render, screen, userEvent, within } from '@design-system/testing/render';
import { accordionBlockFixtures as f } from '@fixtures/components/AccordionBlock.fixtures';
import { Accordion } from './Accordion';

describe('Accordion block', () => {
  it('renders the title as h2 and each section title as an h3 holding its button', () => {
    render(<Accordion {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ofte stillede spørgsmål' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 3 });
    expect(sections).toHaveLength(3);
    for (const heading of sections)
      expect(within(heading).getByRole('button', { expanded: false })).toBeInTheDocument();
    expect(screen.getByText(/Ja, hunde i snor er velkomne/)).toBeInTheDocument();
  });

  it('a section title opens its answer', async () => {
    const user = userEvent.setup();
    render(<Accordion {...f.default} />);
    const [first] = screen.getAllByRole('button');
    await user.click(first as HTMLElement);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first?.textContent ?? '' })).toBeVisible();
  });

  it('makes the section titles h2 when the block has no title', () => {
    render(<Accordion {...f.minimal} />);
    expect(within(screen.getByRole('heading', { level: 2 })).getByRole('button')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('drops sections without a title and renders nothing without sections', () => {
    render(<Accordion items={[...f.minimal.items, { key: 'tom', title: '  ', content: [] }]} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(headingOutline()).toHaveLength(1);
    expect(renderToStaticMarkup(<Accordion {...f.empty} />)).toBe('');
  });
});
