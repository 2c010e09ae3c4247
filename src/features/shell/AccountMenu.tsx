import {
  Body1,
  Button,
  Caption1,
  Divider,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Subtitle2,
} from '@fluentui/react-components';
import { DocumentRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { useMirrorInRtl } from '../../i18n';
import { LanguagePicker } from './LanguagePicker';
import { UserAvatar } from '../../components/UserAvatar';
import { useAccountMenuStyles } from './AccountMenu.styles';
import { useAccountMenu, type AccountMenuProps } from './useAccountMenu';

/**
 * Header avatar button ("RH, account menu") opening a popover (bottom end): display name, email, Jobs, Logout.
 * Logging out forgets the actions not sent yet (board taps made offline): with some waiting, Logout asks first
 * ("3 actions not sent yet"), and Cancel keeps the session and the actions.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { name, email, avatarUrl } = props;
  const styles = useAccountMenuStyles();
  const { t } = useTranslation('shell');
  const mirrored = useMirrorInRtl();
  const menu = useAccountMenu(props);
  return (
    <Popover open={menu.open} onOpenChange={menu.onOpenChange} positioning="below-end" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.trigger} aria-label={menu.label}>
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
        <Button appearance="subtle" className={styles.logout} icon={<DocumentRegular />} onClick={menu.openJobs}>
          <Body1>{t('account.jobs')}</Body1>
        </Button>
        {menu.confirming ? (
          <div className={styles.unsent} role="group" aria-labelledby={menu.unsentTitle}>
            <Subtitle2 id={menu.unsentTitle}>{t('account.unsent', { count: menu.unsent })}</Subtitle2>
            <Body1>{t('account.unsentDetail')}</Body1>
            <div className={styles.unsentActions}>
              <Button ref={menu.stayRef} appearance="primary" onClick={menu.stay}>
                {t('account.stay')}
              </Button>
              <Button disabled={menu.leaving} onClick={menu.logout}>
                {t('account.logoutAnyway')}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            ref={menu.logoutRef}
            appearance="subtle"
            className={styles.logout}
            icon={<SignOutRegular className={mirrored} />}
            disabled={menu.leaving}
            onClick={menu.askLogout}
          >
            <Body1>{t('account.logout')}</Body1>
          </Button>
        )}
      </PopoverSurface>
    </Popover>
  );
}
