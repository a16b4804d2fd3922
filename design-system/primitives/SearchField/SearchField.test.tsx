// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('works without JavaScript: a named search landmark holding a plain GET form with a labelled q field', () => {
    const { container } = render(
      <SearchField action="/soeg" landmarkLabel="Søg på sitet" label="Søgeord" submitLabel="Søg" inputId="q" />,
    );
    // The search landmark is the native search element (Testing Library's role table predates it: found by tag).
    const search = container.querySelector('search') as HTMLElement;
    expect(search).toHaveAttribute('aria-label', 'Søg på sitet');
    const form = search.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/soeg');
    const field = within(form).getByRole('searchbox', { name: 'Søgeord' });
    expect(field).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Søg' })).toHaveAttribute('type', 'submit');
  });

  it('keeps the text typed before, describes the field by its hint and marks a text that was not accepted', () => {
    render(
      <>
        <SearchField
          action="/soeg"
          landmarkLabel="Søg"
          label="Søgeord"
          submitLabel="Søg"
          inputId="q"
          defaultValue="vikinger"
          maxLength={200}
          describedBy="hint"
          invalid
        />
        <p id="hint">Skriv et ord</p>
      </>,
    );
    const field = screen.getByRole('searchbox', { name: 'Søgeord' });
    expect(field).toHaveValue('vikinger');
    expect(field).toHaveAttribute('maxlength', '200');
    expect(field).toHaveAccessibleDescription('Skriv et ord');
    expect(field).toBeInvalid();
  });

  it('shows what follows it (recommended searches) inside the search landmark', () => {
    const { container } = render(
      <SearchField action="/soeg" landmarkLabel="Søg" label="Søgeord" submitLabel="Søg" inputId="q" placement="menu">
        <a href="/soeg?q=Vikinger">Vikinger</a>
      </SearchField>,
    );
    const link = screen.getByRole('link', { name: 'Vikinger' });
    expect(container.querySelector('search')).toContainElement(link);
  });
});
