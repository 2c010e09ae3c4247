import {
  Body1,
  Caption1,
  Card,
  makeStyles,
  mergeClasses,
  Subtitle1,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { selectProfile } from '../../api/sessionSlice';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentLanguage, useMirrorInRtl, useTranslateText } from '../../i18n';
import { kitchenZone } from '../../lib/zones';
import { useCanFn } from '../access';
import { useAppName, useAppSettings } from '../settings';
import { greetingLine } from './greeting';
import { QUICK_LINKS } from './quickLinks';
import { DashboardStats } from './stats/DashboardStats';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    maxWidth: '1200px',
    '& h1, & h2, & h3, & p': { margin: 0 },
  },
  hero: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: `linear-gradient(120deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    boxShadow: tokens.shadow8,
    '@media (max-width: 767.98px)': { flexDirection: 'column', alignItems: 'flex-start' },
  },
  heroText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  onBrand: { color: tokens.colorNeutralForegroundOnBrand },
  soft: { color: tokens.colorNeutralForegroundOnBrand, opacity: 0.85 },
  sectionHead: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    marginBottom: tokens.spacingVerticalL,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  cardLink: {
    display: 'block',
    height: '100%',
    textDecorationLine: 'none',
    color: 'inherit',
    borderRadius: tokens.borderRadiusLarge,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  card: {
    height: '100%',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    transitionProperty: 'box-shadow, transform',
    transitionDuration: tokens.durationFaster,
    ':hover': { boxShadow: tokens.shadow16, transform: 'translateY(-2px)' },
  },
  iconTile: {
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '24px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  cardTitle: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  arrow: { color: tokens.colorBrandForeground1, fontSize: '16px' },
  empty: { padding: tokens.spacingHorizontalXL },
});

/**
 * `/`: greets the user by display name, shows the day's figures to the roles that may list orders, and
 * offers the screens they may open.
 */
export function DashboardPage() {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const translate = useTranslateText();
  const mirrored = useMirrorInRtl();
  const language = useCurrentLanguage();
  const profile = useAppSelector(selectProfile);
  const appName = useAppName();
  const canDo = useCanFn();
  // The business's day and hour, as the figures below count them.
  const greeting = greetingLine(Date.now(), kitchenZone(useAppSettings()), undefined, language);
  const name = profile?.display_name ?? '';
  const links = QUICK_LINKS.filter((link) => canDo(link.resource, 'list'));
  const showStats = canDo('stats', 'list');

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
