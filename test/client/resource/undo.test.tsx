import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import { usePendingDeletes, useKitToasts } from '../../../src/components/resource';
import ToastHost from '../../../src/components/resource/feedback/ToastHost';

/**
 * Undoable delete: 'You have N seconds to undo' each second; the call only when it ends; Undo cancels. Once the
 * call is sent the toast goes (Undo could no longer do anything), and the call's outcome still shows.
 */

afterEach(() => jest.useRealTimers());

function Harness({ run }: { run: () => Promise<unknown> }) {
  const { undoableDelete } = useKitToasts();
  const pending = usePendingDeletes('organizations');
  return (
    <>
      <button
        onClick={() =>
          undoableDelete({ resource: 'organizations', ids: [7], title: 'Organization "Cedar" deleted', run })
        }
      >
        Delete it
      </button>
      <output data-testid="pending">{[...pending].join(',')}</output>
    </>
  );
}

function renderHarness(run: jest.Mock) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ToastHost />
      <Harness run={run} />
    </FluentProvider>,
  );
}

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

describe('undoable delete', () => {
  it('counts down each second and sends the delete only when the countdown ends', async () => {
    jest.useFakeTimers();
    const run = jest.fn(async () => ({}));
    renderHarness(run);
    await act(async () => screen.getByRole('button', { name: 'Delete it' }).click());
    await advance(10);
    expect(screen.getByRole('timer')).toHaveTextContent('You have 5 seconds to undo');
    expect(screen.getByText('Organization "Cedar" deleted')).toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('7'); // hidden from its list meanwhile
    for (const left of [4, 3, 2, 1]) {
      await advance(1000);
      expect(screen.getByRole('timer')).toHaveTextContent(`You have ${left} seconds to undo`);
      expect(run).not.toHaveBeenCalled();
    }
    await advance(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('pending')).toHaveTextContent('');
  });

  it('Undo cancels the delete', async () => {
    jest.useFakeTimers();
    const run = jest.fn(async () => ({}));
    renderHarness(run);
    await act(async () => screen.getByRole('button', { name: 'Delete it' }).click());
    await advance(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('You have 3 seconds to undo');
    await act(async () => screen.getByRole('button', { name: 'Undo' }).click());
    expect(screen.getByTestId('pending')).toHaveTextContent('');
    await advance(10_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('shows the error text when the delete fails', async () => {
    jest.useFakeTimers();
    const run = jest.fn(async () =>
      Promise.reject({ status: 409, data: { message: 'You cannot delete your own account.' } }),
    );
    renderHarness(run);
    await act(async () => screen.getByRole('button', { name: 'Delete it' }).click());
    await advance(5000);
    await advance(10);
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByText('You cannot delete your own account.')).toBeInTheDocument();
  });

  describe('once the countdown has ended and the delete is sent', () => {
    /** A delete whose answer the test gives (a refusal may wait for a reason before it is answered). */
    function deferredRun() {
      let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
      const run = jest.fn(() => new Promise((resolve, reject) => (settle = { resolve, reject })));
      return { run, settle: () => settle! };
    }
    /** Deletes, lets the countdown run out and checks the toast has gone while the answer is awaited. */
    async function sendIt(run: jest.Mock) {
      jest.useFakeTimers();
      renderHarness(run);
      await act(async () => screen.getByRole('button', { name: 'Delete it' }).click());
      await advance(4000);
      expect(screen.getByRole('timer')).toHaveTextContent('You have 1 seconds to undo');
      await advance(1000);
      expect(run).toHaveBeenCalledTimes(1);
      await advance(1000);
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.queryByText(/seconds to undo/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
      expect(screen.queryByText('Organization "Cedar" deleted')).not.toBeInTheDocument();
    }

    it('no longer offers Undo while the answer is awaited, then shows a refusal', async () => {
      const { run, settle } = deferredRun();
      await sendIt(run);
      expect(screen.getByTestId('pending')).toHaveTextContent('7'); // still hidden from its list
      await act(async () =>
        settle().reject({ status: 409, data: { message: 'Orders for this day closed on Wed 1 Apr 2026, 18:00.' } }),
      );
      await advance(10);
      expect(screen.getByText('Delete failed')).toBeInTheDocument();
      expect(screen.getByText('Orders for this day closed on Wed 1 Apr 2026, 18:00.')).toBeInTheDocument();
      expect(screen.getByTestId('pending')).toHaveTextContent(''); // its row comes back
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });

    it('no longer offers Undo while the answer is awaited, then removes the record', async () => {
      const { run, settle } = deferredRun();
      await sendIt(run);
      await act(async () => settle().resolve({}));
      await advance(10);
      expect(screen.getByTestId('pending')).toHaveTextContent('');
      expect(screen.queryByText('Delete failed')).not.toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });
  });
});
