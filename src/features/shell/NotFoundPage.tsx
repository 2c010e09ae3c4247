import { useTranslation } from '../../i18n/useTranslation';
import { ResultPage } from '../../components/ResultPage';

/** The 404 page of the signed-in app, in the language shown. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <ResultPage status="404" message={t('result.notFound')} />;
}
