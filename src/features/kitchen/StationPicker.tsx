import { Dropdown, Field, mergeClasses, Option } from '@fluentui/react-components';
import { useBoardControlsStyles } from './BoardControls.styles';
import { useTranslation } from '../../i18n/useTranslation';
import { stationName, type BoardStation } from './boardStation';

const EXPO = 'expo';

/**
 * Which station this board works for: expo (every station, whole orders; the default) or one station
 * (only its items). Remembered on the device; shown only where the kitchen has stations.
 */
export function StationPicker({ stations, chosen, name, choose }: BoardStation) {
  const styles = useBoardControlsStyles();
  const { t } = useTranslation('kitchen');
  if (!stations.length) return null;
  return (
    <Field
      label={{ children: t('filters.station'), className: mergeClasses(styles.groupLabel, styles.pickerLabel) }}
      size="large"
      className={styles.picker}
    >
      <Dropdown
        size="large"
        className={styles.pickerDropdown}
        aria-label={t('filters.station')}
        value={name ?? t('filters.expo')}
        selectedOptions={[chosen === null ? EXPO : String(chosen)]}
        onOptionSelect={(_, d) => choose(d.optionValue === EXPO || !d.optionValue ? null : Number(d.optionValue))}
      >
        <Option value={EXPO}>{t('filters.expo')}</Option>
        {stations.map((s) => (
          <Option key={s.id} value={String(s.id)}>
            {stationName(s)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
