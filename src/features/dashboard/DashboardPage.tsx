import { Body1, Caption1, Card, mergeClasses, Subtitle1, Text, Title1 } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { useMirrorInRtl, useTranslateText } from '../../i18n';
import { DashboardStats } from './stats/DashboardStats';
import { useDashboardPageStyles } from './DashboardPage.styles';
import { useDashboardPage } from './useDashboardPage';

/**
 * `/`: greets the user by display name, shows the day's figures to the roles that may list orders, and
 * offers the screens they may open.
 */
export function DashboardPage() {
  const styles = useDashboardPageStyles();
  const { t } = useTranslation('dashboard');
  const translate = useTranslateText();
  const mirrored = useMirrorInRtl();
  const { profile, appName, greeting, name, links, showStats } = useDashboardPage();

  return (
    <div className={styles.root}>
      <section className={styles.hero} aria-labelledby="dashboard-greeting">
        <UserAvatar name={name} imageUrl={profile?.avatar_url} size={72} />
        <div className={styles.heroText}>
          <Text className={styles.soft}>{greeting}</Text>
          <Title1 as="h1" id="dashboard-greeting" className={styles.onBrand}>
            {t('welcome', { name })}
          </Title1>
          <Body1 className={styles.soft}>{t('intro', { appName })}</Body1>
        </div>
      </section>

      {showStats && <DashboardStats />}

      <section aria-labelledby="dashboard-shortcuts">
        <div className={styles.sectionHead}>
          <Subtitle1 as="h2" id="dashboard-shortcuts">
            {t('quickLinks.title')}
          </Subtitle1>
          <Caption1 className={styles.muted}>{t('quickLinks.caption')}</Caption1>
        </div>
        {links.length ? (
          <ul className={styles.grid}>
            {links.map((link) => {
              const Icon = link.icon;
              return (
                <li key={link.to}>
                  <Link to={link.to} className={styles.cardLink}>
                    <Card className={styles.card}>
                      <span className={styles.iconTile} aria-hidden="true">
                        <Icon />
                      </span>
                      <div className={styles.cardTitle}>
                        <Subtitle1 as="h3">{translate(link.titleKey)}</Subtitle1>
                        <ArrowRightRegular className={mergeClasses(styles.arrow, mirrored)} aria-hidden="true" />
                      </div>
                      <Body1 className={styles.muted}>{translate(link.descriptionKey)}</Body1>
                    </Card>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <Card className={styles.empty}>
            <Body1>{t('quickLinks.empty')}</Body1>
          </Card>
        )}
      </section>
    </div>
  );
}

export default DashboardPage;
