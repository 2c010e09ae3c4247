import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useLookupOptions } from '../lookupSources';
import type { FilterValue, LookupSource } from '../types';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** A row of toggleable tags filtering by a lookup (the products' category tags in card view). */
export function TagFilter({
  source,
  label,
  value,
  onChange,
}: {
  source: LookupSource;
  label: string;
  value: FilterValue | undefined;
  onChange: (value: string[]) => void;
}) {
  const styles = useStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common']);
  const { options } = useLookupOptions(source, '', true);
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <div className={styles.root} role="group" aria-label={t('filters.filterBy', { title: label.toLowerCase() })}>
      <ToggleButton size="small" shape="circular" checked={chosen.length === 0} onClick={() => onChange([])}>
        {t('filters.all')}
      </ToggleButton>
      {options.map((o) => {
        const id = String(o.id);
        const on = chosen.includes(id);
        return (
          <ToggleButton
            key={id}
            size="small"
            shape="circular"
            checked={on}
            appearance={on ? 'primary' : 'secondary'}
            onClick={() => onChange(on ? chosen.filter((c) => c !== id) : [...chosen, id])}
          >
            {tt(o.label)}
          </ToggleButton>
        );
      })}
    </div>
  );
}
