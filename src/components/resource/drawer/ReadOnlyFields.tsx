import { mergeClasses } from '@fluentui/react-components';
import type { DrawerImage } from '../config';
import { readFieldValue } from '../form/fieldValues';
import { NO_VALUE, ReadOnlyValue } from '../form/ReadOnlyValue';
import type { FieldConfig } from '../types';
import { useDetailDrawerStyles } from './DetailDrawer.styles';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

const isWide = (field: FieldConfig) =>
  field.wide || field.kind === 'textarea' || field.kind === 'lookupMulti' || field.kind === 'image';

/**
 * A record the user may not change, as label and value pairs (text, not disabled controls): its image,
 * its fields (a password, never shown, is left out) and when it was created.
 */
export function ReadOnlyFields({
  fields,
  record,
  image,
  created,
}: {
  fields: FieldConfig[];
  record: Record<string, unknown>;
  image?: DrawerImage;
  /** When it was created, formatted for the reader (in the record's zone when it has one). */
  created: string;
}) {
  const styles = useDetailDrawerStyles();
  const { t } = useTranslation(['kit', 'common']);
  const tt = useTranslateText();
  const imageField: FieldConfig | null = image ? { name: image.field, label: image.label, kind: 'image' } : null;
  const shown = [...(imageField ? [imageField] : []), ...fields.filter((f) => f.kind !== 'password')];
  return (
    <dl className={mergeClasses(styles.grid, styles.readOnlyList)}>
      {shown.map((field) => (
        <div key={field.name} className={mergeClasses(styles.readOnlyPair, isWide(field) && styles.wide)}>
          <dt className={styles.readOnlyLabel}>{tt(field.label)}</dt>
          <dd className={styles.readOnlyValue}>
            <ReadOnlyValue field={field} value={readFieldValue(field, record)} record={record} />
          </dd>
        </div>
      ))}
      <div className={styles.readOnlyPair}>
        <dt className={styles.readOnlyLabel}>{t('drawer.dateCreated')}</dt>
        <dd className={styles.readOnlyValue}>{created || NO_VALUE}</dd>
      </div>
    </dl>
  );
}
