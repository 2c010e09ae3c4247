import { useTranslation } from '../../i18n/useTranslation';
import { ResultPage } from '../../components/ResultPage';

/** The 403 page, in the language shown. */
export function AccessDeniedPage() {
  const { t } = useTranslation('common');
  return <ResultPage status="403" message={t('result.forbidden')} />;
}
