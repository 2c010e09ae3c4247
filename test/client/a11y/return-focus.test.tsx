import { render } from '@testing-library/react';
import { useReturnFocusOnClose } from '../../../src/components/a11y/focus';

function Closing() {
  useReturnFocusOnClose();
  return <div role="dialog" aria-modal="true" aria-label="Add New Order" />;
}

/** Runs the pending animation frames (the hook retries over a few). */
const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
};

describe('focus return when a modal closes', () => {
  afterEach(() => document.body.replaceChildren());

  it('goes back to the button that opened it', async () => {
    const addNew = document.body.appendChild(document.createElement('button'));
    addNew.textContent = 'Add New';
    addNew.focus();
    const { unmount } = render(<Closing />);
    (document.activeElement as HTMLElement).blur();
    unmount();
    await frames();
    expect(document.activeElement).toBe(addNew);
  });

  it('stays in the drawer the modal handed over to, never on the page behind it', async () => {
    const addNew = document.body.appendChild(document.createElement('button'));
    addNew.textContent = 'Add New';
    addNew.focus();
    const { unmount } = render(<Closing />);
    const drawer = document.body.appendChild(document.createElement('div'));
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    drawer.tabIndex = -1; // as Fluent's dialog surface
    const done = drawer.appendChild(document.createElement('button'));
    done.textContent = 'Done';
    unmount();
    await frames();
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('goes back to an opener inside the modal still open under it', async () => {
    const drawer = document.body.appendChild(document.createElement('div'));
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    drawer.appendChild(document.createElement('button')).textContent = 'Done';
    const addItem = drawer.appendChild(document.createElement('button'));
    addItem.textContent = 'Add New';
    addItem.focus();
    const { unmount } = render(<Closing />);
    unmount();
    await frames();
    expect(document.activeElement).toBe(addItem);
  });
});
