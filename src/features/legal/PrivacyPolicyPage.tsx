import { Body1, Caption1, Link, makeStyles, Subtitle1, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { publicPaths } from '../../app/publicPaths';
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
    paddingLeft: tokens.spacingHorizontalXL,
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

/** `/privacy-policy` (public): the static legal text, with company and contact from the runtime config. */
export function PrivacyPolicyPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const appName = useAppName();
  const config = getRuntimeConfig();
  const company = config.companyName || appName;
  const email = config.contactEmail;
  const contact = email ? (
    <Link href={`mailto:${email}`}>{email}</Link>
  ) : (
    'the contact address given to you by your employer'
  );

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
          Back to the app
        </Link>
      </header>
      <main className={styles.main}>
        <article className={styles.article}>
          <div className={styles.heading}>
            <Title1 as="h1">Privacy Policy</Title1>
            <Caption1 as="p" className={styles.muted}>
              How {company} handles personal data in {appName}.
            </Caption1>
          </div>

          <Section title="Who we are">
            <Body1 as="p">
              {appName} is operated by {company}, a catering business established in Lebanon. {company} is responsible
              for the personal data described in this policy, which is processed in accordance with the laws of Lebanon.
            </Body1>
          </Section>

          <Section title="Data we collect">
            <Body1 as="p">To run catering orders, menus and deliveries we collect:</Body1>
            <ul className={styles.list}>
              <li>
                <Body1>your email address, used to sign in and to reach you;</Body1>
              </li>
              <li>
                <Body1>your names (first, middle and last name);</Body1>
              </li>
              <li>
                <Body1>your phone number (and WhatsApp number, when you give one);</Body1>
              </li>
              <li>
                <Body1>your delivery or work address;</Body1>
              </li>
              <li>
                <Body1>
                  usage data: the orders you place or handle, when you sign in, and technical records of requests made
                  to our servers.
                </Body1>
              </li>
            </ul>
          </Section>

          <Section title="How we use it">
            <Body1 as="p">
              We use this data to prepare and deliver orders, plan menus, manage the accounts of staff and clients,
              contact you about an order, keep the service secure, and meet our legal and accounting obligations. We do
              not sell personal data and we do not use it for advertising.
            </Body1>
          </Section>

          <Section title="Sharing">
            <Body1 as="p">
              Data is shared only with the organization you order for, the staff who need it to fulfil your order, and
              service providers who host or operate the service on our behalf under confidentiality obligations. We
              disclose data to authorities only where Lebanese law requires it.
            </Body1>
          </Section>

          <Section title="Retention">
            <Body1 as="p">
              We keep account data while your account is active. Order records are kept for as long as accounting and
              tax law requires, then deleted or anonymised. Technical usage records are kept for a limited period for
              security purposes.
            </Body1>
          </Section>

          <Section title="Access, correction and deletion">
            <Body1 as="p">
              You may ask to see the personal data we hold about you, to correct it, or to have it deleted. Write to{' '}
              {contact} and we will answer within 30 days. Deleting your account removes your personal data except
              records we must keep by law.
            </Body1>
          </Section>

          <Section title="Children">
            <Body1 as="p">
              The service is not directed at and does not serve children under the age of 13, and we do not knowingly
              collect their personal data. If you believe a child under 13 has given us personal data, contact us and we
              will delete it.
            </Body1>
          </Section>

          <Section title="Changes to this policy">
            <Body1 as="p">We will post any change on this page and, for significant changes, tell you by email.</Body1>
          </Section>

          <Section title="Contact">
            <Body1 as="p">
              Questions about this policy or your data: {company}, Lebanon — {contact}.
            </Body1>
          </Section>
        </article>
      </main>
    </div>
  );
}

export default PrivacyPolicyPage;
