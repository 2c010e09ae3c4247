import { Body1, Caption1, Link, makeStyles, Subtitle1, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { withTags } from '../../i18n/withTags';
import { useNavigate } from 'react-router';
import { publicPaths } from '../../lib/publicPaths';
import { getRuntimeConfig } from '../../lib/config';
import { useAppName } from '../settings';

const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  top: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: {
    maxWidth: '760px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
  },
  article: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    lineHeight: tokens.lineHeightBase400,
    '& h1, & h2, & p': { margin: 0 },
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">{title}</Subtitle1>
      {children}
    </section>
  );
}

const DATA_ITEMS = ['email', 'names', 'phone', 'address', 'usage'] as const;

/** `/privacy-policy` (public): the static legal text, with company and contact from the runtime config. */
export function PrivacyPolicyPage() {
  const styles = useStyles();
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  const appName = useAppName();
  const config = getRuntimeConfig();
  const company = config.companyName || appName;
  const email = config.contactEmail;
  // The contact address is a mail link when the runtime config gives one, else a phrase of the catalogue's.
  const contact = (text: string) => (email ? <Link href={`mailto:${email}`}>{text}</Link> : <span>{text}</span>);
  const names = { company, appName };
  const contactValues = { ...names, contact: email || t('contactFallback') };

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Subtitle1>{appName}</Subtitle1>
        <Link
          href={publicPaths.home}
          onClick={(event) => {
            event.preventDefault();
            navigate(publicPaths.home);
          }}
        >
          {t('back')}
        </Link>
      </header>
      <main className={styles.main}>
        <article className={styles.article}>
          <div className={styles.heading}>
            <Title1 as="h1">{t('title')}</Title1>
            <Caption1 as="p" className={styles.muted}>
              {t('intro', names)}
            </Caption1>
          </div>

          <Section title={t('sections.whoWeAre.title')}>
            <Body1 as="p">{t('sections.whoWeAre.body', names)}</Body1>
          </Section>

          <Section title={t('sections.data.title')}>
            <Body1 as="p">{t('sections.data.intro')}</Body1>
            <ul className={styles.list}>
              {DATA_ITEMS.map((item) => (
                <li key={item}>
                  <Body1>{t(`sections.data.items.${item}`)}</Body1>
                </li>
              ))}
            </ul>
          </Section>

          <Section title={t('sections.use.title')}>
            <Body1 as="p">{t('sections.use.body')}</Body1>
          </Section>

          <Section title={t('sections.sharing.title')}>
            <Body1 as="p">{t('sections.sharing.body')}</Body1>
          </Section>

          <Section title={t('sections.retention.title')}>
            <Body1 as="p">{t('sections.retention.body')}</Body1>
          </Section>

          <Section title={t('sections.rights.title')}>
            <Body1 as="p">{withTags(t('sections.rights.body', contactValues), { contact })}</Body1>
          </Section>

          <Section title={t('sections.children.title')}>
            <Body1 as="p">{t('sections.children.body')}</Body1>
          </Section>

          <Section title={t('sections.changes.title')}>
            <Body1 as="p">{t('sections.changes.body')}</Body1>
          </Section>

          <Section title={t('sections.contact.title')}>
            <Body1 as="p">{withTags(t('sections.contact.body', contactValues), { contact })}</Body1>
          </Section>
        </article>
      </main>
    </div>
  );
}

export default PrivacyPolicyPage;
