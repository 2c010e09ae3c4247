import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useListKitchenOutletsQuery } from '../../api/generated/kitchen';
import { useTranslation } from '../../i18n/useTranslation';

const ALL = 'all';

interface Props {
  id: number | undefined;
  onChange: (id: number | undefined) => void;
  className?: string;
}

/**
 * The sheet's outlet filter for a role that may not list outlets but works the kitchen board (the kitchen
 * staff): the board's own outlet list, every outlet by name.
 */
export function KitchenOutletSelect({ id, onChange, className }: Props) {
  const { t } = useTranslation('production');
  const { data, isError } = useListKitchenOutletsQuery();
  const outlets = data?.data?.results ?? [];
  const chosen = id ? outlets.find((o) => o.id === id) : undefined;
  return (
    <Field
      label={t('filters.outlet')}
      className={className}
      validationMessage={isError ? t('filters.outletsFailed') : undefined}
    >
      <Dropdown
        aria-label={t('filters.outlet')}
        value={id ? (chosen?.name ?? `#${id}`) : t('filters.allOutlets')}
        selectedOptions={[id ? String(id) : ALL]}
        onOptionSelect={(_, d) => onChange(d.optionValue && d.optionValue !== ALL ? Number(d.optionValue) : undefined)}
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
