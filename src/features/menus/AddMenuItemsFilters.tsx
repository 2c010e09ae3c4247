import { Field, Input, ToggleButton } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { DateRangePicker } from '../../components/resource';
import { useRecordName } from '../products';
import { useAddMenuItemsModalStyles } from './AddMenuItemsModal.styles';
import type { AddMenuItemsController } from './useAddMenuItems';

/** Add Menu Items' filters: the date range, the product search and the category tags (a new one goes to page 1). */
export function AddMenuItemsFilters({ add }: { add: AddMenuItemsController }) {
  const styles = useAddMenuItemsModalStyles();
  const { t } = useTranslation('menus');
  const localized = useRecordName();
  const { category, setCategory, setPage } = add;
  return (
    <>
      <div className={styles.filters}>
        <DateRangePicker
          className={styles.range}
          value={add.shown}
          clearable={false}
          onChange={(next) => add.setRange(next)}
        />
        <Field label={t('addItems.searchProducts')} className={styles.search}>
          <Input
            contentBefore={<SearchRegular />}
            placeholder={t('addItems.searchByName')}
            value={add.text}
            onChange={(_, d) => {
              add.setText(d.value);
              setPage(1);
            }}
          />
        </Field>
      </div>
      <div className={styles.tags} role="group" aria-label={t('addItems.category')}>
        <ToggleButton
          size="small"
          shape="circular"
          checked={category === null}
          onClick={() => (setCategory(null), setPage(1))}
        >
          {t('addItems.all')}
        </ToggleButton>
        {(add.categories.data?.data?.results ?? []).map((c) => (
          <ToggleButton
            key={c.id}
            size="small"
            shape="circular"
            checked={category === c.id}
            onClick={() => {
              setCategory(category === c.id ? null : c.id);
              setPage(1);
            }}
          >
            {localized(c)}
          </ToggleButton>
        ))}
      </div>
    </>
  );
}
