// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { staticPart } from './staticPart';

describe('a static part rendered in the browser without its code and without server HTML', () => {
  it('loads its code and then shows its content (the catalogue’s case)', async () => {
    const Greeting = staticPart('the greeting', () =>
      Promise.resolve(({ name }: { name: string }) => <p>Velkommen til {name}</p>),
    );
    render(<Greeting name="Nationalmuseet" />);
    expect(await screen.findByText('Velkommen til Nationalmuseet')).toBeInTheDocument();
  });
});
