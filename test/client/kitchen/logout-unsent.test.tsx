import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from '../../../src/features/shell/AccountMenu';
import { appOutbox, clearOfflineData, offlineStorage, saveSnapshot } from '../../../src/lib/offline';
import { showIn } from '../i18nTesting';
import { freshStore, renderWithProviders, signedInSession } from '../helpers';

const queued = (key: string) => ({ key, user: 'kitchen@demo.test', kind: 'kitchen-status', payload: {}, queuedAt: 0 });

function renderMenu() {
  const onLogout = jest.fn(async () => undefined);
  renderWithProviders(
    <AccountMenu name="Karim Kitchen" email="kitchen@demo.test" onLogout={onLogout} onOpenJobs={() => undefined} />,
    { store: freshStore({ session: signedInSession({ user_login: 'kitchen@demo.test' }) }) },
  );
  return onLogout;
}

const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'KK, account menu' }));

describe('logging out with board taps not sent yet', () => {
  it('asks first, saying how many; Cancel keeps the session and the taps', async () => {
    for (const key of ['a', 'b', 'c']) await appOutbox().enqueue(queued(key));
    const onLogout = renderMenu();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const question = screen.getByRole('group', { name: '3 actions not sent yet' });
    expect(question).toHaveTextContent(/they will never reach the server/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(appOutbox().getState().entries).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("logs out at once when nothing of the user's waits", async () => {
    await appOutbox().enqueue({ ...queued('someone-else'), user: 'kitchen-ar@demo.test' });
    const onLogout = renderMenu();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('counts in the plural forms of Arabic and French', async () => {
    await appOutbox().enqueue(queued('a'));
    await appOutbox().enqueue(queued('b'));
    await showIn('ar');
    try {
      renderMenu();
      await userEvent.click(screen.getByRole('button', { name: /قائمة الحساب/ }));
      await userEvent.click(await screen.findByRole('button', { name: 'تسجيل الخروج' }));
      expect(screen.getByRole('group', { name: 'إجراءان لم يُرسلا بعد' })).toBeInTheDocument();
      cleanup();
      await showIn('fr');
      renderMenu();
      await userEvent.click(screen.getByRole('button', { name: /menu du compte/ }));
      await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
      expect(screen.getByRole('group', { name: '2 actions pas encore envoyées' })).toBeInTheDocument();
    } finally {
      cleanup();
      await showIn('en');
    }
  });

  it('signing out forgets the kept board and the queue', async () => {
    await appOutbox().enqueue(queued('a'));
    await saveSnapshot('kitchen-board', 'kitchen@demo.test', '{}', { data: [1], savedAt: 1 });
    await act(() => clearOfflineData());
    await waitFor(() => expect(appOutbox().getState().entries).toEqual([]));
    expect(await offlineStorage().get('snapshot:kitchen-board:kitchen@demo.test')).toBeUndefined();
  });
});
