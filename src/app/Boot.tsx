import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage, isFetchBaseQueryError } from '../api/errors';
import { fetchJson } from '../api/fetchJson';
import type { GetSettingsApiResponse } from '../api/generated/settings';
import { handOff } from '../api/handoff';
import { selectIsSignedIn } from '../api/sessionSlice';
import { ErrorScreen } from '../components/ErrorScreen';
import { LoadingScreen } from '../components/LoadingScreen';
import { settingsLoaded } from '../features/settings';
import { isRuntimeConfigLoaded, loadRuntimeConfig } from '../lib/config';
import { i18n, preferredLanguage, startI18n } from '../i18n';
import { isPublicPath } from '../lib/publicPaths';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { useLanguageFollowsUser } from './useLanguageFollowsUser';

const BOOT_TEXT = {
  startFailed: 'The application could not start',
  settingsFailed: "We couldn't load the application settings",
} as const;

/** A start-up error's title: from the catalogue once it is in, in English when the catalogue itself failed. */
function bootText(which: keyof typeof BOOT_TEXT): string {
  if (!i18n.isInitialized || !i18n.exists(`auth:boot.${which}`)) return BOOT_TEXT[which];
  return which === 'startFailed' ? i18n.t('auth:boot.startFailed') : i18n.t('auth:boot.settingsFailed');
}

const START_FAILED = 'startFailed';
const SETTINGS_FAILED = 'settingsFailed';

type ConfigState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };
type SettingsState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: FetchBaseQueryError };

/** Loading screen until `/config.json` is in, error screen with Retry when it cannot be read. */
export function Boot({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ConfigState>(() =>
    isRuntimeConfigLoaded() && i18n.isInitialized ? { status: 'ready' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  const store = useAppStore();
  useEffect(() => {
    if (isRuntimeConfigLoaded() && i18n.isInitialized) return;
    let cancelled = false;
    const language = preferredLanguage(store.getState().session.profile?.language);
    // A signed-in screen reopened (a reload, often offline) loads the signed-in words with the public ones,
    // not after the signed-in layout has rendered.
    const catalogue = startI18n(language, !isPublicPath(window.location.pathname));
    Promise.all([isRuntimeConfigLoaded() || loadRuntimeConfig(), catalogue]).then(
      () => !cancelled && setState({ status: 'ready' }),
      (error: unknown) => !cancelled && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, store]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'error')
    return <ErrorScreen title={bootText(START_FAILED)} message={state.message} onRetry={retry} />;
  return <SettingsGate>{children}</SettingsGate>;
}

/** The server gave no answer at all (offline, or it timed out), as opposed to an error it sent. */
const isUnanswered = (error: FetchBaseQueryError) => error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';

/**
 * Loading screen until `GET misc/settings` answers, error screen with Retry when it fails; offline (no answer
 * at all), the settings kept from the last session (persisted with the store) start the app instead, so a
 * reload without a network opens the app rather than an error. Once the app
 * has started it is never blanked again. A 401 while signed out is not a failure: the login page works from
 * the runtime config and settings load again after sign-in. A plain `fetch` (RTK Query is not loaded before
 * sign-in); the signed-in app keeps the settings fresh from then on (useSettingsSync), starting from this
 * response.
 */
function SettingsGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SettingsState>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    let cancelled = false;
    fetchJson<GetSettingsApiResponse>('/misc/settings').then((result) => {
      if (cancelled) return;
      // Offline (no answer at all): start from the settings this browser kept, as the last session left them.
      if (result.error && isUnanswered(result.error) && store.getState().settings.value)
        return setState({ status: 'ready' });
      if (result.error) return setState({ status: 'error', error: result.error });
      handOff(store, 'getSettings', result.data);
      dispatch(settingsLoaded(result.data.data));
      setState({ status: 'ready' });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, dispatch, store]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const error = state.status === 'error' ? state.error : undefined;
  const needsToken = !signedIn && isFetchBaseQueryError(error) && error.status === 401;
  if (state.status === 'ready' || needsToken) started.current = true;
  if (started.current) return <FollowUserLanguage>{children}</FollowUserLanguage>;
  if (error) return <ErrorScreen title={bootText(SETTINGS_FAILED)} message={errorMessage(error)} onRetry={retry} />;
  return <LoadingScreen />;
}

function FollowUserLanguage({ children }: { children: ReactNode }) {
  useLanguageFollowsUser();
  return <>{children}</>;
}
