import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useGetSettingsQuery } from '../api/generated/settings';
import { errorMessage, isFetchBaseQueryError } from '../api/errors';
import { selectIsSignedIn } from '../api/sessionSlice';
import { ErrorScreen } from '../components/ErrorScreen';
import { LoadingScreen } from '../components/LoadingScreen';
import { settingsLoaded } from '../features/settings';
import { isRuntimeConfigLoaded, loadRuntimeConfig } from '../lib/config';
import { useAppDispatch, useAppSelector } from './hooks';

type ConfigState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** Loading screen until `/config.json` is in, error screen with Retry when it cannot be read. */
export function Boot({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ConfigState>(() =>
    isRuntimeConfigLoaded() ? { status: 'ready' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isRuntimeConfigLoaded()) return;
    let cancelled = false;
    loadRuntimeConfig().then(
      () => !cancelled && setState({ status: 'ready' }),
      (error: unknown) => !cancelled && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'error')
    return <ErrorScreen title="The application could not start" message={state.message} onRetry={retry} />;
  return <SettingsGate>{children}</SettingsGate>;
}

/**
 * Loading screen until `GET misc/settings` answers, error screen with Retry when it fails. Once the app
 * has started it is never blanked again by a settings refetch. A 401 while signed out is not a failure:
 * the login page works from the runtime config and settings load again after sign-in.
 */
function SettingsGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data, error, isFetching, refetch } = useGetSettingsQuery();
  const started = useRef(false);

  useEffect(() => {
    if (data?.data) dispatch(settingsLoaded(data.data));
  }, [data, dispatch]);

  const needsToken = !signedIn && isFetchBaseQueryError(error) && error.status === 401;
  // Settings that failed before sign-in are asked again once, when the user signs in.
  const retryFailedLoad = useEffectEvent(() => {
    if (error) refetch();
  });
  useEffect(() => {
    if (signedIn) retryFailedLoad();
  }, [signedIn]);

  if (data || needsToken) started.current = true;
  if (started.current) return <>{children}</>;
  if (error && !isFetching)
    return (
      <ErrorScreen
        title="We couldn't load the application settings"
        message={errorMessage(error)}
        onRetry={() => refetch()}
      />
    );
  return <LoadingScreen />;
}
