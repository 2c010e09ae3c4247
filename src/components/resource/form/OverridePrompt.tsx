import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
} from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { errorCode, errorMessage } from '../../../api/errors';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import type { WriteOverride } from '../config';
import { useKitEnv } from '../env';

/** Body properties to send again with (`{override_cutoff: true, cutoff_reason}`), or null: not overridden. */
export type OverrideExtra = Record<string, unknown> | null;

export interface OverridePrompt {
  /** For a refusal the user may override: asks for a reason and resolves with what to add to the body. */
  ask: (error: unknown) => Promise<OverrideExtra>;
  /** The dialog (rendered by the modal or drawer that asks). */
  dialog: ReactNode;
}

interface Pending {
  message: string;
  rule: WriteOverride;
  resolve: (extra: OverrideExtra) => void;
}

const rulesOf = (override: WriteOverride | readonly WriteOverride[] | undefined): readonly WriteOverride[] =>
  !override ? [] : 'codes' in override ? [override] : override;

/** What was refused: a save (the default) or a delete; the dialog's words say which. */
export type OverriddenWrite = 'save' | 'delete';

const WORDS = {
  save: {
    title: 'override.title',
    hint: 'override.hint',
    missing: 'override.reasonMissing',
    confirm: 'override.confirm',
  },
  delete: {
    title: 'override.deleteTitle',
    hint: 'override.deleteHint',
    missing: 'override.deleteReasonMissing',
    confirm: 'override.deleteConfirm',
  },
} as const;

/**
 * Asks a user who may override a refusal (a manager after an order's cut-off, an administrator past its
 * organization's credit limit) why they write anyway; a user who may not, or a refusal of another kind, is not
 * asked (the refusal is shown as it is). Of several rules, the first whose codes hold the refusal's code asks.
 * A question still open when the asker goes away (its drawer closed) is answered "not overridden".
 */
export function useOverridePrompt(
  override: WriteOverride | readonly WriteOverride[] | undefined,
  write: OverriddenWrite = 'save',
): OverridePrompt {
  const { can } = useKitEnv();
  const [pending, setPending] = useState<Pending | null>(null);
  const open = useRef<Pending | null>(null);
  const allowed = rulesOf(override).filter((rule) => can(rule.resource, rule.action).can);
  const allowedRef = useRef(allowed);
  allowedRef.current = allowed;

  const ask = useCallback((error: unknown): Promise<OverrideExtra> => {
    const code = errorCode(error);
    const rule = code ? allowedRef.current.find((r) => r.codes.includes(code)) : undefined;
    if (!rule) return Promise.resolve(null);
    return new Promise((resolve) => {
      open.current = { message: errorMessage(error), rule, resolve };
      setPending(open.current);
    });
  }, []);
  useEffect(
    () => () => {
      open.current?.resolve(null);
      open.current = null;
    },
    [],
  );

  const finish = (reason: string | null) => {
    const rule = pending?.rule;
    pending?.resolve(reason && rule ? { [rule.flag]: true, [rule.reason]: reason } : null);
    open.current = null;
    setPending(null);
  };

  const dialog = pending ? (
    <ReasonDialog message={pending.message} hint={pending.rule.hint} write={write} onDone={finish} />
  ) : null;
  return { ask, dialog };
}

interface ReasonDialogProps {
  message: string;
  /** Translation key of the hint under the reason. */
  hint?: string;
  write: OverriddenWrite;
  onDone: (reason: string | null) => void;
}

function ReasonDialog({ message, hint, write, onDone }: ReasonDialogProps) {
  const { t } = useTranslation(['kit', 'words']);
  const tt = useTranslateText();
  const words = WORDS[write];
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (!reason.trim()) return setMissing(true);
    onDone(reason.trim());
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onDone(null)}>
      <DialogSurface aria-label={t(words.title)}>
        <DialogBody>
          <DialogTitle>{t(words.title)}</DialogTitle>
          <DialogContent>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{message}</MessageBarBody>
            </MessageBar>
            <Field
              label={t('override.reason')}
              hint={hint ? tt(hint) : t(words.hint)}
              required
              validationMessage={missing ? t(words.missing) : undefined}
            >
              <Textarea
                value={reason}
                maxLength={1000}
                onChange={(_, d) => {
                  setReason(d.value);
                  setMissing(false);
                }}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onDone(null)}>
              {t('words:cancel')}
            </Button>
            <Button appearance="primary" onClick={confirm}>
              {t(words.confirm)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The body sent again with the override's properties (a form gets them as fields). */
export function bodyWith<B extends Record<string, unknown> | FormData>(body: B, extra: Record<string, unknown>): B {
  if (!(body instanceof FormData)) return { ...body, ...extra };
  const form = new FormData();
  for (const [name, value] of body.entries()) form.append(name, value);
  for (const [name, value] of Object.entries(extra)) form.append(name, String(value));
  return form as B;
}
