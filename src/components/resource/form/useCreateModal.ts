import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useKitEnv } from '../env';
import type { CreateExtra, ResourceConfig } from '../config';
import type { BaseRecord, FormValues } from '../types';
import { useKitToasts } from '../feedback/undo';
import { forgetPrefill, peekPrefill } from './prefill';
import { buildBody, initialValue, useCreateForm } from './useCreateForm';
import { bodyWith, useOverridePrompt } from './OverridePrompt';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * The create modal's controller: the form of the fields the user may fill (prefilled by another screen when it
 * opened the modal), its save (asking why when the server refuses in a way that may be overridden), the config's
 * extra part saved after the record, and where the modal goes after: the list, the new record's drawer, or,
 * when the extra part failed, that record's drawer with the failure shown.
 */
export function useCreateModal<T extends BaseRecord>(config: ResourceConfig<T>) {
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const navigate = useNavigate();
  const { search } = useLocation();
  // Another screen may open the modal with values filled in (prefillCreate).
  const [prefill] = useState(() => peekPrefill(config.basePath));
  useEffect(() => forgetPrefill(config.basePath), [config.basePath]);
  const env = useKitEnv();
  const [add, { isLoading }] = config.endpoints.useAdd();
  const fields = config.create.fields.filter((f) => !f.access || env.can(f.access.resource, f.access.action).can);
  const listLocation = { pathname: config.basePath, search };
  const close = () => navigate(listLocation);
  const { notify } = useKitToasts();
  const [finishing, setFinishing] = useState(false);
  const extraFailure = useRef<{ id: T['id']; message: string } | null>(null);
  const created = useRef<T['id'] | undefined>(undefined);
  // The extra part renders from the form's values, and the form saves it: the latest one is kept here.
  const extraRef = useRef<CreateExtra<T> | undefined>(undefined);
  const prompt = useOverridePrompt(config.override);
  // Refused in a way the user may override (an order after its cut-off): asked why, sent again with it.
  const addRecord = async (body: ReturnType<typeof buildBody>) => {
    try {
      return await add(config.endpoints.addArg(body)).unwrap();
    } catch (error) {
      const extra = await prompt.ask(error);
      if (!extra) throw error;
      return add(config.endpoints.addArg(bodyWith(body, extra))).unwrap();
    }
  };
  const form = useCreateForm({
    fields,
    initial: () => ({
      ...Object.fromEntries(fields.map((f) => [f.name, initialValue(f, env.settings)])),
      ...Object.fromEntries(Object.entries(prefill ?? {}).filter(([name]) => fields.some((f) => f.name === name))),
    }),
    validateMore: () => extraRef.current?.validate?.() ?? true,
    send: async (values) => {
      const extra = extraRef.current;
      const own = buildBody(fields, values);
      const more = extra?.body?.();
      const response = await addRecord(more && !(own instanceof FormData) ? { ...own, ...more } : own);
      const record = ((response as { data?: T } | undefined)?.data ?? response) as T;
      created.current = record?.id;
      if (!extra?.afterCreate) return response;
      setFinishing(true);
      try {
        const message = await extra.afterCreate(record, prompt.ask);
        extraFailure.current = message ? { id: record.id, message } : null;
      } finally {
        setFinishing(false);
      }
      return response;
    },
    onSaved: () => {
      const failure = extraFailure.current;
      if (!failure && config.create.openCreated && created.current != null)
        return navigate({ pathname: `${config.basePath}/${created.current}`, search }, { replace: true });
      if (!failure) return navigate(listLocation, { replace: true });
      notify('error', t('form.partlySaved', { singular: tt(config.singular).toLowerCase() }), failure.message);
      navigate({ pathname: `${config.basePath}/${failure.id}`, search }, { replace: true });
    },
    what: `the ${tt(config.singular).toLowerCase()}`,
  });
  const extra = useCreateExtra(config, form.values, prefill);
  extraRef.current = extra;
  return { form, extra, prompt, busy: isLoading || finishing, close, settings: env.settings };
}

/** The config's extra part of the form; a config without one calls no hook (configs do not change). */
function useCreateExtra<T extends BaseRecord>(config: ResourceConfig<T>, values: FormValues, prefill?: FormValues) {
  return config.create.useExtra?.(values, prefill);
}
