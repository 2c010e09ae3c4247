import { Dropdown, Field, mergeClasses, Option } from '@fluentui/react-components';
import { useBoardControlsStyles } from './BoardControls.styles';
import { useBoardOutlets } from './boardOutlets';
import { useTranslation } from '../../i18n/useTranslation';

const ALL = 'all';

/** The board's outlet filter: every outlet, or the ones this kitchen cooks for (remembered on the device). */
export function OutletFilter() {
  const styles = useBoardControlsStyles();
  const { t } = useTranslation('kitchen');
  const { outlets, chosen, choose, isError } = useBoardOutlets();
  const names = outlets.filter((o) => chosen.includes(o.id)).map((o) => o.name);
  const value = names.length ? names.join(t('filters.outletSeparator')) : t('filters.allOutlets');
  return (
    <Field
      label={{ children: t('filters.outlets'), className: mergeClasses(styles.groupLabel, styles.pickerLabel) }}
      size="large"
      className={styles.picker}
      validationMessage={isError ? t('filters.outletsFailed') : undefined}
    >
      <Dropdown
        multiselect
        size="large"
        className={styles.pickerDropdown}
        aria-label={t('filters.outlets')}
        value={value}
        selectedOptions={chosen.length ? chosen.map(String) : [ALL]}
        onOptionSelect={(_, d) => {
          if (d.optionValue === ALL || !d.selectedOptions.some((v) => v !== ALL)) choose([]);
          else choose(d.selectedOptions.filter((v) => v !== ALL).map(Number));
        }}
      >
        <Option value={ALL}>{t('filters.allOutlets')}</Option>
        {outlets.map((o) => (
          <Option key={o.id} value={String(o.id)}>
            {o.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
