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
import type { SaveStatus } from './saveStatus';
import type { Conflict } from './useAutoSaveValue';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { kitT, listSeparator, weekdayNames } from '../text';

/** What auto-save shows: the drawer's save status, and a field's conflict with "Keep mine" / "Take theirs". */

export function AutoSaveIndicator({ status }: { status: SaveStatus }) {
  const styles = useAutoSaveStyles();
  const { t } = useTranslation(['kit', 'common']);
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
      aria-label={t('autosave.label')}
      className={mergeClasses(styles.indicator, status === 'saved' && styles.saved, status === 'error' && styles.error)}
    >
      <Icon aria-hidden="true" />
      <span>{t(`autosave.${status}`)}</span>
    </Caption1>
  );
}

/** A field value in words (the other person's value of a conflict). */
export function displayValue(field: FieldConfig, value: FieldValue): string {
  if (value === null || value === undefined || value === '') return kitT('kit:history.emptyValue');
  if (Array.isArray(value)) {
    if (!value.length) return kitT('kit:form.noneValue');
    return value
      .map((v) =>
        typeof v === 'string'
          ? v
          : typeof v === 'number'
            ? field.kind === 'weekdays'
              ? weekdayNames()[v]
              : String(v)
            : v.label,
      )
      .join(listSeparator());
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
  const { t } = useTranslation(['kit', 'common']);
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.conflict}>
      <MessageBarBody>
        <MessageBarTitle>{t('autosave.conflictTitle')}</MessageBarTitle>
        {conflict.message}{' '}
        {t('autosave.theirs', { field: tt(field.label).toLowerCase(), value: displayValue(field, conflict.theirs) })}
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" appearance="primary" onClick={onKeepMine}>
          {t('autosave.keepMine')}
        </Button>
        <Button size="small" onClick={onTakeTheirs}>
          {t('autosave.takeTheirs')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
