// Light on purpose: this page is the whole /login route, budgeted at 145 kB gzip with the framework, so
// no Card, MessageBar, Link or Field here (Card's focus management alone pulls in tabster); the form
// wires labels, aria-invalid and aria-describedby itself.
import { Button, Input, Label, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate } from '../../i18n/isolate';
import { withTags } from '../../i18n/withTags';
import { useNavigate } from 'react-router';
import { publicPaths } from '../../lib/publicPaths';
import { BusyRing } from '../../components/LoadingScreen';
import { useTypography } from '../../components/typography';
import { getRuntimeConfig } from '../../lib/config';
import { useAppName, useAppSettings } from '../settings';
import { useSignIn } from './signIn';
import { validateLogin, type LoginErrors, type LoginValues } from './validation';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: '1fr',
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(380px, 5fr) 6fr' },
  },
  brand: {
    display: 'none',
    position: 'relative',
    overflow: 'hidden',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: `linear-gradient(150deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    '@media (min-width: 960px)': { display: 'flex' },
  },
  glow: {
    position: 'absolute',
    width: '520px',
    height: '520px',
    insetInlineEnd: '-180px',
    bottom: '-200px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackgroundInvertedHover,
    opacity: 0.12,
  },
  brandTop: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, zIndex: 1 },
  brandMiddle: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, zIndex: 1, maxWidth: '440px' },
  brandFooter: { zIndex: 1, opacity: 0.85 },
  onBrand: { color: tokens.colorNeutralForegroundOnBrand },
  highlights: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  highlight: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  dot: {
    flexShrink: 0,
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralForegroundOnBrand,
    opacity: 0.8,
  },
  logo: {
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusLarge,
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXS,
  },
  monogram: {
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusLarge,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  formSide: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusXLarge,
  },
  alert: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
  },
  // A link inside a sentence is underlined: its colour alone is too close to the text's to tell it apart.
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  compactBrand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 960px)': { display: 'none' },
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  fieldError: { color: tokens.colorPaletteRedForeground1 },
  submit: { width: '100%', marginTop: tokens.spacingVerticalS },
  legal: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

const HIGHLIGHTS = ['clients', 'menus', 'kitchen'] as const;

function BrandMark({
  name,
  logo,
  className,
  logoClassName,
}: {
  name: string;
  logo?: string | null;
  className: string;
  logoClassName: string;
}) {
  if (logo) return <img src={logo} alt="" className={logoClassName} />;
  const letters = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className={className} aria-hidden="true">
      {letters}
    </span>
  );
}

interface TextFieldProps {
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (event: unknown, data: { value: string }) => void;
}

/** Label, input and validation message, linked for assistive technology. */
function TextField({ label, error, ...input }: TextFieldProps) {
  const styles = useStyles();
  const type = useTypography();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <Label htmlFor={id} weight="semibold">
        {label}
      </Label>
      <Input
        {...input}
        id={id}
        size="large"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className={mergeClasses(type.caption1, styles.fieldError)}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * `/login`: prefilled from the runtime config; no forgot-password, register or remember-me. `onSignInIntent`
 * runs when the user starts on the form (focuses a field, points at it) and again on submit: the place to
 * start downloading what signing in leads to.
 */
export function LoginPage({ onSignInIntent }: { onSignInIntent?: () => void } = {}) {
  const styles = useStyles();
  const type = useTypography();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const appName = useAppName();
  const settings = useAppSettings();
  const config = getRuntimeConfig();
  const signIn = useSignIn();

  const [values, setValues] = useState<LoginValues>({ email: config.loginEmail, password: config.loginPassword });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = (field: keyof LoginValues) => (_: unknown, data: { value: string }) => {
    const next = { ...values, [field]: data.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailed(false);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) return;
    setPending(true);
    onSignInIntent?.();
    try {
      await signIn(values.email, values.password);
      // The public-only guard sends the now signed-in user on to ?to= or the dashboard.
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

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
            <TextField
              label={t('login.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={values.email}
              error={errors.email && t(errors.email)}
              onChange={change('email')}
            />
            <TextField
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
