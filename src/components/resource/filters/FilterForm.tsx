import { Button, Checkbox, Input, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { asList, type FilterFormProps } from './filterValue';
import { DateRangeFilterForm } from './DateRangeFilter';
import { useKitEnv } from '../env';
import { LookupMultiSelect, useLookupLabels } from '../lookups/lookups';
import type { LookupOption } from '../types';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  options: { display: 'flex', flexDirection: 'column', maxHeight: '240px', overflowY: 'auto' },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export function FilterForm(props: FilterFormProps) {
  return props.filter.kind === 'dateRange' ? <DateRangeFilterForm {...props} /> : <ListFilterForm {...props} />;
}

function ListFilterForm({ title, filter, value, onApply }: FilterFormProps) {
  const styles = useStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common']);
  const { settings } = useKitEnv();
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const [chosen, setChosen] = useState<string[]>(asList(value));
  const initialIds = filter.kind === 'lookup' ? asList(value).map(Number).filter(Number.isFinite) : [];
  const labels = useLookupLabels(filter.kind === 'lookup' ? filter.source : 'categories', initialIds);
  const [lookupValue, setLookupValue] = useState<LookupOption[] | null>(null);
  const picked = lookupValue ?? labels;

  const apply = () => {
    if (filter.kind === 'text') onApply(text.trim() || undefined);
    else if (filter.kind === 'lookup') onApply(picked.map((o) => String(o.id)));
    else onApply(chosen);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      className={styles.form}
    >
      <Subtitle2>
        {(filter.kind === 'enum' && tt(filter.heading)) || t('filters.filterBy', { title: title.toLowerCase() })}
      </Subtitle2>
      {filter.kind === 'text' ? (
        <Input
          autoFocus
          aria-label={t('filters.contains', { title })}
          placeholder={tt(filter.placeholder) ?? t('filters.containsPlaceholder')}
          value={text}
          onChange={(_, d) => setText(d.value)}
        />
      ) : filter.kind === 'enum' ? (
        <div className={styles.options} role="group" aria-label={title}>
          {filter.options(settings).map((o) => (
            <Checkbox
              key={o.value}
              label={tt(o.label)}
              checked={chosen.includes(o.value)}
              onChange={(_, d) =>
                setChosen((prev) => (d.checked ? [...prev, o.value] : prev.filter((v) => v !== o.value)))
              }
            />
          ))}
        </div>
      ) : filter.kind === 'lookup' ? (
        <LookupMultiSelect source={filter.source} value={picked} onChange={setLookupValue} aria-label={title} />
      ) : null}
      <div className={styles.buttons}>
        <Button
          size="small"
          onClick={() => {
            onApply(undefined);
          }}
        >
          {t('filters.reset')}
        </Button>
        <Button size="small" appearance="primary" onClick={apply}>
          {t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}

export default FilterForm;
