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
import { useLocation, useNavigate } from 'react-router';
import { BusyRing } from '../../LoadingScreen';
import { useKitEnv } from '../env';
import type { ResourceConfig } from '../config';
import type { BaseRecord } from '../types';
import { CreateFormError, CreateFormFields } from './CreateForm';
import { useCreateModalStyles } from './CreateModal.styles';
import { buildBody, initialValue, useCreateForm } from './useCreateForm';

/**
 * Create modal: the resource's create fields and messages; a photo/logo/image file goes with the
 * save as multipart; errors keep the modal open and are shown; success returns to the list replacing the
 * history entry. Closing a changed form asks before leaving.
 */
export function CreateModal<T extends BaseRecord>({ config }: { config: ResourceConfig<T> }) {
  const styles = useCreateModalStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const env = useKitEnv();
  const [add, { isLoading }] = config.endpoints.useAdd();
  const fields = config.create.fields.filter((f) => !f.access || env.can(f.access.resource, f.access.action).can);
  const listLocation = { pathname: config.basePath, search };
  const close = () => navigate(listLocation);
  const form = useCreateForm({
    fields,
    initial: () => Object.fromEntries(fields.map((f) => [f.name, initialValue(f, env.settings)])),
    send: (values) => add(config.endpoints.addArg(buildBody(fields, values))).unwrap(),
    onSaved: () => navigate(listLocation, { replace: true }),
    what: `the ${config.singular.toLowerCase()}`,
  });

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
        aria-label={config.create.title}
      >
        <form id={form.formId} onSubmit={form.submit} noValidate>
          <DialogBody>
            <DialogTitle
              action={
                <DialogTrigger action="close">
                  <Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} />
                </DialogTrigger>
              }
            >
              {config.create.title}
            </DialogTitle>
            <DialogContent className={styles.content}>
              <CreateFormError form={form} />
              <CreateFormFields form={form} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={isLoading}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={isLoading}
                icon={isLoading ? <BusyRing size="small" /> : undefined}
              >
                {isLoading ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
