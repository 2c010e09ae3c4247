import { Field, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { BaseRecord } from '../types';
import { useDetailDrawerStyles } from './DetailDrawer.styles';
import { AutoSaveField, ImmediateImage } from './DrawerFields';
import type { DetailDrawerController } from './useDetailDrawer';
import { useTranslation } from '../../../i18n/useTranslation';

/** The fields of a record the user may change: each saved on its own as it is edited. */
export function EditableFields<T extends BaseRecord>({
  drawer,
  wrap,
  created,
}: {
  drawer: DetailDrawerController<T>;
  wrap: (grid: ReactNode) => ReactNode;
  created: string;
}) {
  const styles = useDetailDrawerStyles();
  const { config, record, fieldsRecord: rec, edit, saver } = drawer;
  const { t } = useTranslation(['kit', 'common', 'words']);
  if (!record || !rec) return null;
  return (
    <>
      {config.drawer.image ? (
        <ImmediateImage config={config.drawer.image} record={rec} saver={saver} editable={edit.can} />
      ) : null}
      {wrap(
        <div className={styles.grid}>
          {drawer.fields.map((field) => (
            <AutoSaveField
              key={`${record.id}-${field.name}`}
              field={field}
              record={rec}
              saver={saver}
              editable={edit.can && !field.disabled}
              onDirtyChange={drawer.onDirtyChange}
              onTakeTheirs={drawer.onTakeTheirs}
            />
          ))}
          <Field label={t('drawer.dateCreated')}>
            <Text className={styles.meta}>{created || '—'}</Text>
          </Field>
        </div>,
      )}
    </>
  );
}
