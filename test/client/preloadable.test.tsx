import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from '../../src/lib/preloadable';

/** A preloaded screen renders at once, with no loading fallback in between (sign-in lands on it). */
describe('preloadable', () => {
  it('renders a preloaded module on its first render, without the fallback', async () => {
    const Hello = ({ who }: { who: string }) => <p>Hello {who}</p>;
    const Page = preloadable<{ who: string }, { default: typeof Hello }>(async () => ({ default: Hello }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page who="Rania" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Rania')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when not preloaded, then shows the module', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Later</p> }));
    const Page = preloadable(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Later')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
