// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { isStaticData, readStaticData, type StaticData, staticData, withoutStaticData } from './staticData';
import { type StaticPart, staticPart } from './staticPart';

interface ResultsModel {
  heading: string;
  items: string[];
}

function Results({ heading, items }: ResultsModel) {
  return (
    <section>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

const results = () => staticPart('the results', () => Promise.resolve(Results));

/** An interactive page's own code: it counts nothing it cannot see, and hands the results to their static part. */
function Page({ Part, results }: { Part: StaticPart<ResultsModel>; results: StaticData<string[]> }) {
  return (
    <main>
      <h1>Søg</h1>
      <Part heading="Resultater" items={results} />
    </main>
  );
}

describe('static data: what only a static part reads, left out of a first load’s hydration data', () => {
  it('travels in JSON, and a copy without it leaves it out however deep, keeping everything else as it was', () => {
    const shell = { title: 'Nationalmuseet' };
    const model = {
      shell,
      lists: [{ key: 'presse', list: staticData({ items: ['Guldhornene er tilbage'] }) }],
      related: staticData(['Runesten']),
    };
    const sent = JSON.parse(JSON.stringify(withoutStaticData(model)));
    expect(JSON.stringify(sent)).not.toMatch(/Guldhornene|Runesten/);
    expect(isStaticData(sent.related)).toBe(true);
    expect(isStaticData(sent.lists[0].list)).toBe(true);
    expect(withoutStaticData(model).shell).toBe(shell);
    const whole = JSON.parse(JSON.stringify(model));
    expect(readStaticData(whole.related, 'the related')).toEqual(['Runesten']);
  });

  it('reading data a first load left out is a mistake that names the part', () => {
    const leftOut = withoutStaticData(staticData(['Runesten']));
    expect(() => readStaticData(leftOut, 'the related content')).toThrow(
      'the related content: its data was left out of the first load',
    );
  });

  it('a static part renders static data as its props, one by one or all at once', async () => {
    const Part = results();
    await Part.load();
    const { unmount } = render(<Part heading="Resultater" items={staticData(['Guldhornene', 'Solvognen'])} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Guldhornene', 'Solvognen']);
    unmount();
    render(<Part data={staticData({ heading: 'Fundne', items: ['Egtvedpigen'] })} />);
    expect(screen.getByRole('heading', { name: 'Fundne' })).toBeInTheDocument();
  });

  it('a first load hydrates without the static data: the part keeps the server’s HTML, with no mismatch', async () => {
    const server = results();
    await server.load();
    const model = staticData(['Guldhornene', 'Solvognen']);
    const html = renderToString(<Page Part={server} results={model} />);
    expect(html).toContain('Solvognen');

    // A fresh browser: the part's code is not loaded, and its data did not come.
    const browser = results();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const sent = JSON.parse(JSON.stringify(withoutStaticData(model)));
    await act(async () => {
      hydrateRoot(container, <Page Part={browser} results={sent} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Guldhornene', 'Solvognen']);
    errors.mockRestore();
    container.remove();
  });
});
