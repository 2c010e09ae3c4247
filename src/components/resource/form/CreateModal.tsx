import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { BusyRing } from '../../LoadingScreen';
import type { ResourceConfig } from '../config';
import type { BaseRecord } from '../types';
import { CreateFormError, CreateFormFields } from './CreateForm';
import { useCreateModalStyles } from './CreateModal.styles';
import { useCreateModal } from './useCreateModal';
import { useReturnFocusOnClose } from '../../a11y/focus';
import { OfflineBanner } from '../../OfflineBanner';
import { kitchenZone } from '../../../lib/zones';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * Create modal: the resource's create fields and messages; a photo/logo/image file goes with the
 * save as multipart; errors keep the modal open and are shown; success returns to the list replacing the
 * history entry. Closing a changed form asks before leaving. The config's `useExtra` adds a part under the
 * fields, checked with them and saved after the record; when that part fails the record stays, the failure
 * is shown and the record's drawer opens. While offline it shows the offline banner, and Save is refused
 * with the values kept (useCreateForm).
 */
export function CreateModal<T extends BaseRecord>({ config }: { config: ResourceConfig<T> }) {
  const styles = useCreateModalStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  useReturnFocusOnClose();
  const { form, extra, prompt, busy, close, settings } = useCreateModal(config);

  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface
        className={styles.surface}
        style={{ maxWidth: config.create.width ?? 600 }}
        aria-label={tt(config.create.title)}
      >
        <form id={form.formId} onSubmit={form.submit} noValidate>
          <DialogBody>
            <DialogTitle
              action={
                <DialogTrigger action="close">
                  <Button appearance="subtle" aria-label={t('words:close')} icon={<DismissRegular />} />
                </DialogTrigger>
              }
            >
              {tt(config.create.title)}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {/* The modal covers the shell's banner: it shows its own while offline. */}
              <OfflineBanner zone={kitchenZone(settings)} live={false} />
              <CreateFormError form={form} />
              <CreateFormFields form={form} />
              {extra?.content}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={busy}>
                {t('words:cancel')}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={busy}
                icon={busy ? <BusyRing size="small" /> : undefined}
              >
                {busy ? t('words:saving') : t('words:save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {prompt.dialog}
      </DialogSurface>
    </Dialog>
  );
}
