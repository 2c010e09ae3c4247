import {
  Body1,
  Button,
  Caption1,
  Divider,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { DocumentRegular, SignOutRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { i18n, useMirrorInRtl } from '../../i18n';
import { LanguagePicker } from './LanguagePicker';
import { UserAvatar } from '../../components/UserAvatar';
import { avatarInitials } from '../../lib/avatar';
import { useAppSelector } from '../../store/hooks';
import { useUnsentCount } from '../../lib/offline';

const useStyles = makeStyles({
  trigger: { minWidth: 'auto', padding: tokens.spacingHorizontalXXS, borderRadius: tokens.borderRadiusCircular },
  surface: {
    width: '280px',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  email: { color: tokens.colorNeutralForeground3 },
  logout: { justifyContent: 'flex-start', textAlign: 'start' },
  unsent: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorderActive}`,
  },
  unsentActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The avatar button's accessible name: its visible initials first, then what it opens. */
export function accountButtonName(name: string, avatarUrl?: string | null): string {
  const initials = avatarUrl ? '' : avatarInitials(name);
  return initials ? i18n.t('shell:account.buttonWithInitials', { initials }) : i18n.t('shell:account.button');
}

interface AccountMenuProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  onLogout: () => void | Promise<void>;
  /** Opens the user's import and export jobs. */
  onOpenJobs: () => void;
}

/**
 * Header avatar button ("RH, account menu") opening a popover (bottom end): display name, email, Jobs, Logout.
 * Logging out forgets the actions not sent yet (board taps made offline): with some waiting, Logout asks first
 * ("3 actions not sent yet"), and Cancel keeps the session and the actions.
 */
export function AccountMenu({ name, email, avatarUrl, onLogout, onOpenJobs }: AccountMenuProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const mirrored = useMirrorInRtl();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const unsent = useUnsentCount(useAppSelector((state) => state.session.user_login));
  const logoutRef = useRef<HTMLButtonElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const unsentTitle = useId();
  // A control's name starts with the text it shows (WCAG 2.5.3, label in name): 'RH, account menu'
  // when the avatar shows initials, 'Account menu' when it shows a picture.
  const label = accountButtonName(name, avatarUrl);
  // A non-modal dialog: focus goes to its action when it opens, Escape or a click outside closes it.
  // (A focus-trapping popover would make tabster hide the rest of the page from assistive tech.)
  useEffect(() => {
    if (open) logoutRef.current?.focus();
    else setConfirming(false);
  }, [open]);
  useEffect(() => {
    if (confirming) stayRef.current?.focus();
  }, [confirming]);
  const logout = async () => {
    setLeaving(true);
    try {
      await onLogout();
    } finally {
      setLeaving(false);
      setOpen(false);
    }
  };
  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.trigger} aria-label={label}>
          {/* The button's name says it all; the avatar inside is not a second, different name. */}
          <UserAvatar name={name} imageUrl={avatarUrl} size={36} aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} role="dialog" aria-label={t('account.dialog')}>
        <div className={styles.who}>
          <UserAvatar name={name} imageUrl={avatarUrl} size={48} />
          <div className={styles.text}>
            <Subtitle2 className={styles.ellipsis}>{name}</Subtitle2>
            <Caption1 className={mergeClasses(styles.ellipsis, styles.email)}>{email}</Caption1>
          </div>
        </div>
        <Divider />
        <LanguagePicker />
        <Divider />
        <Button
          appearance="subtle"
          className={styles.logout}
          icon={<DocumentRegular />}
          onClick={() => {
            setOpen(false);
            onOpenJobs();
          }}
        >
          <Body1>{t('account.jobs')}</Body1>
        </Button>
        {confirming ? (
          <div className={styles.unsent} role="group" aria-labelledby={unsentTitle}>
            <Subtitle2 id={unsentTitle}>{t('account.unsent', { count: unsent })}</Subtitle2>
            <Body1>{t('account.unsentDetail')}</Body1>
            <div className={styles.unsentActions}>
              <Button ref={stayRef} appearance="primary" onClick={() => setConfirming(false)}>
                {t('account.stay')}
              </Button>
              <Button disabled={leaving} onClick={() => void logout()}>
                {t('account.logoutAnyway')}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            ref={logoutRef}
            appearance="subtle"
            className={styles.logout}
            icon={<SignOutRegular className={mirrored} />}
            disabled={leaving}
            onClick={() => (unsent > 0 ? setConfirming(true) : void logout())}
          >
            <Body1>{t('account.logout')}</Body1>
          </Button>
        )}
      </PopoverSurface>
    </Popover>
  );
}
