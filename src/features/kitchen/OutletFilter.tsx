import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useBoardOutlets } from './boardOutlets';
import { useTranslation } from '../../i18n/useTranslation';

const ALL = 'all';

const useStyles = makeStyles({
  field: { minWidth: '220px', maxWidth: '360px' },
  // Labelled and sized like the board's Status and Date groups beside it.
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

/** The board's outlet filter: every outlet, or the ones this kitchen cooks for (remembered on the device). */
export function OutletFilter() {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const { outlets, chosen, choose, isError } = useBoardOutlets();
  const names = outlets.filter((o) => chosen.includes(o.id)).map((o) => o.name);
  const value = names.length ? names.join(t('filters.outletSeparator')) : t('filters.allOutlets');
  return (
    <Field
      label={{ children: t('filters.outlets'), className: styles.label }}
      size="large"
      className={styles.field}
      validationMessage={isError ? t('filters.outletsFailed') : undefined}
    >
      <Dropdown
        multiselect
        size="large"
        className={styles.dropdown}
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
