import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { createAppHistory } from '../../../src/app/history';
import { addLeaveGuard, hasUnsavedChanges } from '../../../src/lib/leaveGuard';
import { useUnsavedChangesGuard } from '../../../src/components/resource/form/useUnsavedChangesGuard';
import { appUpdate } from '../../../src/sw/appUpdate';

jest.mock('../../../src/sw/appUpdate', () => ({
  appUpdate: { moveBeforeNavigation: jest.fn(() => false) },
}));
const moveBeforeNavigation = appUpdate.moveBeforeNavigation as jest.Mock;

beforeEach(() => {
  moveBeforeNavigation.mockReset().mockReturnValue(false);
  window.history.replaceState(null, '', '/organizations');
});

describe('a change of screen is offered to the update first (sw/updateFlow)', () => {
  it('offers another screen, with its query, and navigates when no new build takes it', () => {
    const history = createAppHistory();
    history.push('/outlets?current=2');
    expect(moveBeforeNavigation).toHaveBeenCalledWith('/outlets?current=2');
    expect(history.location.pathname).toBe('/outlets');
  });

  it('does not navigate when the new build loads the destination instead', () => {
    moveBeforeNavigation.mockReturnValue(true);
    const history = createAppHistory();
    history.push('/outlets');
    history.replace({ pathname: '/orders' });
    expect(moveBeforeNavigation.mock.calls).toEqual([['/outlets'], ['/orders']]);
    expect(history.location.pathname).toBe('/organizations');
  });

  it('does not offer a new page or filter of the same screen', () => {
    const history = createAppHistory();
    history.replace('/organizations?current=1&pageSize=10');
    history.push('/organizations?current=2&pageSize=10');
    expect(moveBeforeNavigation).not.toHaveBeenCalled();
    expect(history.location.search).toBe('?current=2&pageSize=10');
  });

  it('offers back and forward to another screen; the router never hears of one the new build takes', async () => {
    const history = createAppHistory();
    const heard: string[] = [];
    history.listen(({ location }) => heard.push(location.pathname));
    history.push('/outlets');
    moveBeforeNavigation.mockReturnValue(true);
    window.history.back();
    await waitFor(() => expect(moveBeforeNavigation).toHaveBeenLastCalledWith('/organizations'));
    expect(heard).toEqual(['/outlets']);
  });

  it('asks the leave guards first: a navigation the user cancels is never offered', () => {
    const history = createAppHistory();
    const remove = addLeaveGuard(() => false);
    history.push('/outlets');
    remove();
    expect(moveBeforeNavigation).not.toHaveBeenCalled();
  });
});

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(() => dirty);
  return <p>form</p>;
}

describe('unsaved changes, as the update flow asks about them', () => {
  it('are seen without asking the user, only while a form is dirty', () => {
    const confirm = jest.spyOn(window, 'confirm');
    expect(hasUnsavedChanges()).toBe(false);
    const { rerender, unmount } = render(<Form dirty={false} />);
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
    act(() => rerender(<Form dirty />));
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('count a guard added only while there are changes (useLeaveGuard)', () => {
    const remove = addLeaveGuard(() => true);
    expect(hasUnsavedChanges()).toBe(true);
    remove();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
