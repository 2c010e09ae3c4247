import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { fetchJson } from '../../api/fetchJson';
import type { GetProfileApiResponse, LoginApiResponse } from '../../api/generated/auth';
import { handOff } from '../../api/handoff';
import { profileLoaded, signedOut, tokensReceived } from '../../api/sessionSlice';
import { AUTH_PATHS } from '../../api/urls';

/**
 * Login: POST jwt/token, store the tokens, then fetch the profile (capabilities). A failed
 * profile fetch undoes the sign-in so the user never lands half signed in. Plain `fetch`, not RTK Query,
 * which the /login route does not load; the profile is handed to RTK Query's cache for the signed-in app.
 * Rejects with the failed call's error (fetchBaseQuery's shape).
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async (email: string, password: string) => {
      const login = await fetchJson<LoginApiResponse>(AUTH_PATHS.login, {
        method: 'POST',
        body: { username: email.trim(), password },
      });
      if (login.error) throw login.error;
      dispatch(tokensReceived(login.data.data));
      const profile = await fetchJson<GetProfileApiResponse>('/profile', { token: login.data.data.token });
      if (profile.error) {
        dispatch(signedOut());
        throw profile.error;
      }
      handOff(store, 'getProfile', profile.data);
      dispatch(profileLoaded(profile.data.data));
    },
    [dispatch, store],
  );
}
