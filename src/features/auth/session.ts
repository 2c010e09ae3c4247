import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { publicPaths } from '../../app/publicPaths';
import { clearLocalStorage } from '../../lib/browserStorage';
import { preferencesReset } from '../settings';
import { authApi, useGetProfileQuery, useLoginMutation, useRevokeTokenMutation } from '../../api/generated/auth';
import { profileLoaded, selectIsSignedIn, signedOut, tokensReceived } from '../../api/sessionSlice';

/**
 * Login: POST jwt/token, store the tokens, then fetch the profile (capabilities). A failed
 * profile fetch undoes the sign-in so the user never lands half signed in.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  return useCallback(
    async (email: string, password: string) => {
      const session = await login({ loginRequest: { username: email.trim(), password } }).unwrap();
      dispatch(tokensReceived(session.data));
      try {
        const profile = await dispatch(
          authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
        ).unwrap();
        dispatch(profileLoaded(profile.data));
      } catch (error) {
        dispatch(signedOut());
        throw error;
      }
    },
    [dispatch, login],
  );
}

/**
 * Logout: revoke (errors only logged), sign out, clear the browser's local storage (tokens, cached
 * settings, remembered preferences) and go to /login.
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
    dispatch(signedOut());
    dispatch(preferencesReset());
    clearLocalStorage();
    navigate(publicPaths.login, { replace: true });
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
