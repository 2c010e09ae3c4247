import { useEffect, useId, useRef, useState } from 'react';
import { i18n } from '../../i18n';
import { avatarInitials } from '../../lib/avatar';
import { useAppSelector } from '../../store/hooks';
import { useUnsentCount } from '../../lib/offline';

/** The avatar button's accessible name: its visible initials first, then what it opens. */
export function accountButtonName(name: string, avatarUrl?: string | null): string {
  const initials = avatarUrl ? '' : avatarInitials(name);
  return initials ? i18n.t('shell:account.buttonWithInitials', { initials }) : i18n.t('shell:account.button');
}

export interface AccountMenuProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  onLogout: () => void | Promise<void>;
  /** Opens the user's import and export jobs. */
  onOpenJobs: () => void;
}

/**
 * The account menu's controller: the popover (focus on its action when it opens), Jobs, and Logout, which
 * asks first while actions made offline wait to be sent (logging out forgets them).
 */
export function useAccountMenu({ name, avatarUrl, onLogout, onOpenJobs }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const unsent = useUnsentCount(useAppSelector((state) => state.session.user_login));
  const logoutRef = useRef<HTMLButtonElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const unsentTitle = useId();
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
  return {
    open,
    leaving,
    confirming,
    unsent,
    logoutRef,
    stayRef,
    unsentTitle,
    // A control's name starts with the text it shows (WCAG 2.5.3, label in name): 'RH, account menu'
    // when the avatar shows initials, 'Account menu' when it shows a picture.
    label: accountButtonName(name, avatarUrl),
    onOpenChange: (_: unknown, data: { open: boolean }) => setOpen(data.open),
    openJobs: () => {
      setOpen(false);
      onOpenJobs();
    },
    stay: () => setConfirming(false),
    logout: () => void logout(),
    /** Logout: at once, or first the question when actions wait to be sent. */
    askLogout: () => (unsent > 0 ? setConfirming(true) : void logout()),
  };
}
