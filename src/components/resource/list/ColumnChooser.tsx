import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import type { ColumnVisibility } from './columnVisibility';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * "Columns": says how many columns are hidden and lets staff tick which to show; the choice is remembered
 * per list.
 */
export function ColumnChooser<T, Q>({ visibility }: { visibility: ColumnVisibility<T, Q> }) {
  const { choices, hiddenCount } = visibility;
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common']);
  const checked = { columns: choices.filter((c) => c.shown).map((c) => c.column.id) };
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    const next = new Set(data.checkedItems);
    for (const { column, shown } of choices) if (next.has(column.id) !== shown) visibility.setShown(column.id, !shown);
  };
  return (
    <Menu checkedValues={checked} onCheckedValueChange={onCheckedValueChange} positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<ColumnTripleEditRegular />}>
          {hiddenCount ? t('columns.hidden', { count: hiddenCount }) : t('columns.button')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('columns.shown')}>
          {choices.map(({ column }) => (
            <MenuItemCheckbox key={column.id} name="columns" value={column.id}>
              {tt(column.title)}
            </MenuItemCheckbox>
          ))}
          {visibility.customised ? (
            <>
              <MenuDivider />
              <MenuItem onClick={visibility.reset}>{t('columns.reset')}</MenuItem>
            </>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
