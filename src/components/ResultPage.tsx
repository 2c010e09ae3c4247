import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { useVisuallyHiddenStyles } from './a11y/visuallyHidden';
import { useTranslation } from '../i18n/useTranslation';
import { translateText } from '../i18n';
import { withTags } from '../i18n/withTags';

const useStyles = makeStyles({
  root: {
    minHeight: '60vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
  },
  code: {
    margin: 0,
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    letterSpacing: '-0.04em',
  },
  message: {
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    maxWidth: '480px',
  },
});

interface ResultPageProps {
  status: string;
  message: string;
  className?: string;
}

/** A full-height status page (403, 404) with a 'Back Home' button; its heading is "Error 403". */
export function ResultPage({ status, message, className }: ResultPageProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return (
    <section className={mergeClasses(styles.root, className)} aria-labelledby="result-status">
      <h1 id="result-status" className={styles.code}>
        {withTags(t('result.errorHeading', { status }), {
          hidden: (text) => <span className={hidden.hidden}>{text}</span>,
        })}
      </h1>
      <Text as="p" size={500} className={styles.message}>
        {translateText(message)}
      </Text>
      <Button appearance="primary" onClick={() => navigate('/')}>
        {t('backHome')}
      </Button>
    </section>
  );
}

export const FORBIDDEN_MESSAGE = 'Sorry, you are not authorized to access this page.';
export const NOT_FOUND_MESSAGE = 'Sorry, the page you visited does not exist.';
const FORBIDDEN_KEY = 'common:result.forbidden';
const NOT_FOUND_KEY = 'common:result.notFound';

export function ForbiddenPage() {
  return <ResultPage status="403" message={FORBIDDEN_KEY} />;
}

export function NotFoundPage() {
  return <ResultPage status="404" message={NOT_FOUND_KEY} />;
}
