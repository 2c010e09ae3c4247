import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch } from '../../store/hooks';
import { useUpdateProfileMutation } from '../../api/generated/auth';
import { languageChosen } from '../../api/sessionSlice';
import { useKitToasts } from '../../components/resource';
import { isLanguage, LANGUAGES, useCurrentLanguage, type Language } from '../../i18n';

/**
 * The user's language: it switches the page at once (no reload, open forms keep their input) and is saved
 * on their profile, so it follows them to another browser and to the kitchen tablet.
 */
export function useChooseLanguage() {
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const { notify } = useKitToasts();
  const { t } = useTranslation('words');
  return useCallback(
    async (language: Language) => {
      dispatch(languageChosen(language));
      try {
        await updateProfile({ profileChanges: { language } }).unwrap();
      } catch {
        // Shown in the new language; the choice still holds in this browser until the next sign-in.
        notify('error', t('languageNotSaved'));
      }
    },
    [dispatch, notify, t, updateProfile],
  );
}

/** English, العربية, Français: each named in its own language (and marked so, for screen readers). */
export function LanguagePicker() {
  const { t } = useTranslation('words');
  const language = useCurrentLanguage();
  const choose = useChooseLanguage();
  return (
    <Field label={t('language')}>
      <RadioGroup value={language} onChange={(_, data) => isLanguage(data.value) && void choose(data.value)}>
        {LANGUAGES.map((l) => (
          <Radio
            key={l.code}
            value={l.code}
            label={
              <span lang={l.code} dir={l.dir}>
                {l.name}
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
