import { act, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { MemoryRouter, UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router';
import { useSearchState, type SearchChange } from '../../src/lib/useSearchState';

interface Range {
  from?: string;
  to?: string;
}
const read = (params: URLSearchParams): Range => ({
  from: params.get('from') ?? undefined,
  to: params.get('to') ?? undefined,
});
/** Writes its own two parameters and keeps the others. */
const write = (range: Range, current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  for (const key of ['from', 'to'] as const) {
    if (range[key]) next.set(key, range[key]);
    else next.delete(key);
  }
  return next;
};

let change: (c: SearchChange<Range>) => void = () => undefined;
let history: Navigator | undefined;
function Probe() {
  const [range, update] = useSearchState(read, write);
  change = update;
  history = useContext(UNSAFE_NavigationContext).navigator;
  const location = useLocation();
  return (
    <>
      <output aria-label="range">{`${range.from ?? '-'}..${range.to ?? '-'}`}</output>
      <output aria-label="address">{location.search}</output>
      <output aria-label="path">{location.pathname}</output>
    </>
  );
}

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/board${search}`]}>
      <Probe />
    </MemoryRouter>,
  );
}

describe('useSearchState', () => {
  it('applies each change to the address as it is then, so changes made before a render all stay', () => {
    renderAt('?view=cards&from=2026-03-02&to=2026-03-02');
    act(() => {
      change({ from: '2026-03-01' });
      change({ to: '2026-03-05' });
      change((current) => ({ ...current, to: current.to === '2026-03-05' ? '2026-03-06' : 'lost' }));
    });
    expect(screen.getByRole('status', { name: 'range' })).toHaveTextContent('2026-03-01..2026-03-06');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '?view=cards&from=2026-03-01&to=2026-03-06',
    );
  });

  it('drops a change made after the history left the screen, so it does not bring the user back', () => {
    renderAt('?from=2026-03-02');
    act(() => {
      // A click elsewhere moves the history at once; a search typed just before lands before the next render.
      history!.push('/orders/5');
      change({ from: '2026-03-09' });
    });
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/orders/5');
    expect(screen.getByRole('status', { name: 'address' })).toBeEmptyDOMElement();
  });

  it('changes only the fields a patch names; an undefined one is removed', () => {
    renderAt('');
    act(() => change({ from: '2026-03-01' }));
    act(() => change({ to: '2026-03-04' }));
    act(() => change({ from: undefined }));
    expect(screen.getByRole('status', { name: 'range' })).toHaveTextContent('-..2026-03-04');
  });
});
