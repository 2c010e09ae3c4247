import { KeyRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { GuardedButton } from '../GuardedButton';
import type { DrawerSave } from '../config';
import type { AccessResult } from '../types';
import { useTranslation } from '../../../i18n/useTranslation';

// The dialog loads when first opened.
const ChangePasswordDialog = lazy(() => import(/* webpackChunkName: "kit-extras" */ './ChangePasswordDialog'));

/** 'Change Password' in a person's drawer: a new password (twice), saved on its own. */
export function ChangePassword({ save, access }: { save: DrawerSave; access?: AccessResult }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { t } = useTranslation(['kit', 'common']);
  return (
    <div>
      <GuardedButton
        access={access ?? { can: true }}
        icon={<KeyRegular />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('password.title')}
      </GuardedButton>
      {loaded ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={open} onOpenChange={setOpen} save={save} />
        </Suspense>
      ) : null}
    </div>
  );
}
