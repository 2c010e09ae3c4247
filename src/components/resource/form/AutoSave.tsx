import {
  Button,
  Caption1,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  CloudArrowUpRegular,
  ErrorCircleRegular,
  HourglassHalfRegular,
} from '@fluentui/react-icons';
import type { FieldConfig, FieldValue } from '../types';
import { useAutoSaveStyles } from './AutoSave.styles';
import { WEEKDAYS } from './rules';
import { SAVE_STATUS_TEXT, type SaveStatus } from './saveStatus';
import type { Conflict } from './useAutoSaveValue';
import { useTranslateText } from '../../../i18n';

/** What auto-save shows: the drawer's save status, and a field's conflict with "Keep mine" / "Take theirs". */

export function AutoSaveIndicator({ status }: { status: SaveStatus }) {
  const styles = useAutoSaveStyles();
  const Icon =
    status === 'saving'
      ? CloudArrowUpRegular
      : status === 'saved'
        ? CheckmarkCircleRegular
        : status === 'error'
          ? ErrorCircleRegular
          : HourglassHalfRegular;
  return (
    <Caption1
      role="status"
      aria-live="polite"
      aria-label="Auto save"
      className={mergeClasses(styles.indicator, status === 'saved' && styles.saved, status === 'error' && styles.error)}
    >
      <Icon aria-hidden="true" />
      <span>{SAVE_STATUS_TEXT[status]}</span>
    </Caption1>
  );
}

/** A field value in words (the other person's value of a conflict). */
export function displayValue(field: FieldConfig, value: FieldValue): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) {
    if (!value.length) return '(none)';
    return value
      .map((v) =>
        typeof v === 'string'
          ? v
          : typeof v === 'number'
            ? field.kind === 'weekdays'
              ? WEEKDAYS[v]
              : String(v)
            : v.label,
      )
      .join(', ');
  }
  if (value instanceof File) return value.name;
  if (typeof value === 'object') return value.label;
  return String(value);
}

export function ConflictNotice({
  field,
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  field: FieldConfig;
  conflict: Conflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const styles = useAutoSaveStyles();
  const tt = useTranslateText();
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.conflict}>
      <MessageBarBody>
        <MessageBarTitle>Changed by someone else</MessageBarTitle>
        {conflict.message} Their {tt(field.label).toLowerCase()}: {displayValue(field, conflict.theirs)}
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" appearance="primary" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button size="small" onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
