import { Button, Field, Input, Text, Tooltip } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConflictNotice } from '../form/AutoSave';
import { useAutoSaveValue } from '../form/useAutoSaveValue';
import { useDetailDrawerStyles } from './DetailDrawer.styles';
import type { DrawerFieldProps } from './DrawerFields';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

/** The drawer's title, edited in place (Enter or leaving saves, Escape cancels). */
export function InlineTitle(props: DrawerFieldProps & { fallback: string; prefix?: string }) {
  const styles = useDetailDrawerStyles();
  const { field, editable } = props;
  const [editing, setEditing] = useState(false);
  const auto = useAutoSaveValue(props);
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common']);
  const text = typeof auto.local === 'string' && auto.local ? auto.local : props.fallback;
  if (editing && editable)
    return (
      <div className={styles.titleInput}>
        <Field
          validationMessage={auto.error ?? (auto.unsent ? t('offline.fieldUnsent') : undefined)}
          validationState={auto.error ? 'error' : auto.unsent ? 'warning' : 'none'}
        >
          <Input
            autoFocus
            aria-label={tt(field.label)}
            value={typeof auto.local === 'string' ? auto.local : ''}
            onFocus={auto.onFocus}
            onChange={(_, d) => auto.onChange(d.value)}
            onBlur={() => {
              auto.onCommit();
              setEditing(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                auto.onCommit();
                setEditing(false);
              }
              if (e.key === 'Escape') {
                e.stopPropagation();
                auto.cancel();
                setEditing(false);
              }
            }}
          />
        </Field>
      </div>
    );
  const shown = props.prefix ? `${props.prefix} ${text}` : text;
  return (
    <>
      {/* User data in its own direction: a Latin name in Arabic is cut at its end ('Week of 23 Nov…'). */}
      <span className={styles.titleText} title={shown} dir="auto">
        {shown}
      </span>
      {editable ? (
        <Tooltip
          content={t('drawer.editField', { field: tt(field.label).toLowerCase() })}
          relationship="label"
          withArrow
        >
          <Button appearance="subtle" size="small" icon={<EditRegular />} onClick={() => setEditing(true)} />
        </Tooltip>
      ) : null}
      {(auto.error || auto.unsent) && !editing ? (
        <Text size={200} className={styles.meta} role="alert">
          {auto.error ?? t('offline.fieldUnsent')}
        </Text>
      ) : null}
      {auto.conflict ? (
        <ConflictNotice
          field={field}
          conflict={auto.conflict}
          onKeepMine={auto.keepMine}
          onTakeTheirs={auto.takeTheirs}
        />
      ) : null}
    </>
  );
}
