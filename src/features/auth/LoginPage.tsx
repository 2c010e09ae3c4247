// Light on purpose: this page is the whole /login route, budgeted at 145 kB gzip with the framework, so
// no Card, MessageBar, Link or Field here (Card's focus management alone pulls in tabster); the form
// wires labels, aria-invalid and aria-describedby itself.
import { Button, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate } from '../../i18n/isolate';
import { withTags } from '../../i18n/withTags';
import { useNavigate } from 'react-router';
import { publicPaths } from '../../lib/publicPaths';
import { BusyRing } from '../../components/LoadingScreen';
import { useTypography } from '../../components/typography';
import { getRuntimeConfig } from '../../lib/config';
import { useAppName, useAppSettings } from '../settings';
import { BrandMark } from './BrandMark';
import { useLoginPageStyles } from './LoginPage.styles';
import { LoginTextField } from './LoginTextField';
import { useLoginForm } from './useLoginForm';

const HIGHLIGHTS = ['clients', 'menus', 'kitchen'] as const;

/**
 * `/login`: prefilled from the runtime config; no forgot-password, register or remember-me. `onSignInIntent`
 * runs when the user starts on the form (focuses a field, points at it) and again on submit: the place to
 * start downloading what signing in leads to.
 */
export function LoginPage({ onSignInIntent }: { onSignInIntent?: () => void } = {}) {
  const styles = useLoginPageStyles();
  const type = useTypography();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const appName = useAppName();
  const settings = useAppSettings();
  const config = getRuntimeConfig();

  const { values, errors, pending, failed, change, onSubmit } = useLoginForm(onSignInIntent);

  const company = config.companyName || appName;

  return (
    <div className={styles.page}>
      <aside className={styles.brand} aria-label={appName}>
        <div className={styles.glow} />
        <div className={styles.brandTop}>
          <BrandMark name={appName} logo={settings.app_logo} className={styles.monogram} logoClassName={styles.logo} />
          <span className={mergeClasses(type.subtitle1, styles.onBrand)}>{appName}</span>
        </div>
        <div className={styles.brandMiddle}>
          <p className={mergeClasses(type.title1, styles.onBrand)}>{t('login.tagline')}</p>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((item) => (
              <li key={item} className={styles.highlight}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={mergeClasses(type.body1, styles.onBrand)}>{t(`login.highlights.${item}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <span className={mergeClasses(type.caption1, styles.onBrand, styles.brandFooter)}>
          {t('login.copyright', { year: new Date().getFullYear(), company: isolate(company) })}
        </span>
      </aside>

      <main className={styles.formSide}>
        <div className={styles.compactBrand}>
          <BrandMark name={appName} logo={settings.app_logo} className={styles.monogram} logoClassName={styles.logo} />
          <span className={type.subtitle1}>{appName}</span>
        </div>
        <section className={styles.card} aria-labelledby="login-title">
          <div className={styles.header}>
            <h1 id="login-title" className={type.title2}>
              {t('login.title')}
            </h1>
            <span className={mergeClasses(type.body1, styles.muted)}>
              {t('login.welcome', { appName: isolate(appName) })}
            </span>
          </div>
          {failed ? (
            <div className={styles.alert} role="alert">
              <span className={type.body1Strong}>{t('validation.failed')}</span>
              <span className={type.caption1}>{t('login.failedHint')}</span>
            </div>
          ) : null}
          <form
            className={styles.form}
            onSubmit={onSubmit}
            onFocus={onSignInIntent}
            onPointerOver={onSignInIntent}
            noValidate
            aria-label={t('login.formLabel')}
          >
            <LoginTextField
              label={t('login.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={values.email}
              error={errors.email && t(errors.email)}
              onChange={change('email')}
            />
            <LoginTextField
              label={t('login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={values.password}
              error={errors.password && t(errors.password)}
              onChange={change('password')}
            />
            <Button
              type="submit"
              appearance="primary"
              size="large"
              className={styles.submit}
              disabled={pending}
              icon={pending ? <BusyRing size="small" /> : undefined}
            >
              {t('login.submit')}
            </Button>
          </form>
        </section>
        <span className={mergeClasses(type.caption1, styles.legal)}>
          {withTags(t('login.legal'), {
            privacy: (text) => (
              <a
                className={styles.link}
                href={publicPaths.privacyPolicy}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(publicPaths.privacyPolicy);
                }}
              >
                {text}
              </a>
            ),
          })}
        </span>
      </main>
    </div>
  );
}

export default LoginPage;
