import { useEffect } from 'react';
import { selectProfile } from '../api/sessionSlice';
import { preferredLanguage, switchLanguage } from '../i18n';
import { useAppSelector } from '../store/hooks';

/**
 * The page speaks the signed-in user's language (from their profile, on any browser); signed out, or before
 * they choose, the browser's. Switching re-renders in place: no reload, open forms keep their input.
 */
export function useLanguageFollowsUser() {
  const chosen = useAppSelector(selectProfile)?.language;
  useEffect(() => {
    void switchLanguage(preferredLanguage(chosen));
  }, [chosen]);
}
