import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalM },
});

/** The organization drawer's Billing part: "Bill this client", its payments and its statement. */
export function OrganizationBilling({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('clients');
  return (
    <section className={styles.section} aria-label={t('billing.title')}>
      <Text weight="semibold">{t('billing.title')}</Text>
      {children}
    </section>
  );
}
