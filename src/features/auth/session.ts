import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { publicPaths } from '../../lib/publicPaths';
import { clearUserStorage } from '../../lib/browserStorage';
import { clearOfflineData } from '../../lib/offline';
import { preferencesReset } from '../settings';
import { useGetProfileQuery, useRevokeTokenMutation } from '../../api/generated/auth';
import { profileLoaded, selectIsSignedIn, signedOut } from '../../api/sessionSlice';
import { logoutStarted } from './guards';

/**
 * Logout: revoke (errors only logged), sign out, clear the user's part of the browser's local storage
 * (tokens, cached settings, remembered preferences; the device's settings, `device:` keys, stay: see
 * lib/browserStorage.ts) and what was kept for offline use (the board's last answer, taps not sent), and go
 * to /login with no return path: the next sign-in lands on /.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [revoke] = useRevokeTokenMutation();
  return useCallback(async () => {
    try {
      await revoke().unwrap();
    } catch (error) {
      console.error('Logout: revoking the session failed', error);
    }
    logoutStarted();
    dispatch(signedOut());
    dispatch(preferencesReset());
    clearUserStorage();
    navigate(publicPaths.login, { replace: true });
    await clearOfflineData().catch((error: unknown) => console.error('Logout: clearing offline data failed', error));
  }, [dispatch, navigate, revoke]);
}

/** Keeps the stored capabilities and profile fresh while signed in (they may change server-side); the
 * profile fetched by sign-in a moment ago is reused rather than fetched twice. */
export function useProfileSync() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetProfileQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: 60 });
  useEffect(() => {
    if (data?.data) dispatch(profileLoaded(data.data));
  }, [data, dispatch]);
}
