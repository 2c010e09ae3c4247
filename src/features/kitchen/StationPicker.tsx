import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { stationName, type BoardStation } from './boardStation';

const EXPO = 'expo';

const useStyles = makeStyles({
  field: { minWidth: '220px', maxWidth: '360px' },
  // Labelled and sized like the board's other filters beside it.
  label: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    paddingBottom: tokens.spacingVerticalXXS,
  },
  dropdown: { minWidth: '220px', minHeight: '52px' },
});

/**
 * Which station this board works for: expo (every station, whole orders; the default) or one station
 * (only its items). Remembered on the device; shown only where the kitchen has stations.
 */
export function StationPicker({ stations, chosen, name, choose }: BoardStation) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  if (!stations.length) return null;
  return (
    <Field label={{ children: t('filters.station'), className: styles.label }} size="large" className={styles.field}>
      <Dropdown
        size="large"
        className={styles.dropdown}
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
