import { makeStyles, ToggleButton } from '@fluentui/react-components';
import { CalendarLtrRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useMirrorInRtl } from '../../i18n';

export type MenuItemsView = 'week' | 'list';

/** The device remembers how its staff read a menu's items: the spec's table unless the week grid was chosen. */
export const MENU_ITEMS_VIEW_KEY = 'menu-items-view';

function readView(): MenuItemsView {
  try {
    return globalThis.localStorage?.getItem(MENU_ITEMS_VIEW_KEY) === 'week' ? 'week' : 'list';
  } catch {
    return 'list';
  }
}

export function useMenuItemsView(): [MenuItemsView, (view: MenuItemsView) => void] {
  const [view, setView] = useState(readView);
  const choose = useCallback((next: MenuItemsView) => {
    setView(next);
    try {
      localStorage.setItem(MENU_ITEMS_VIEW_KEY, next);
    } catch {
      /* storage unavailable: the choice holds until the page closes */
    }
  }, []);
  return [view, choose];
}

const useStyles = makeStyles({ group: { display: 'inline-flex', gap: '2px' } });

/** List / Week: the menu's items as the paged table or as a week grid. */
export function MenuItemsViewToggle({ view, onChange }: { view: MenuItemsView; onChange: (v: MenuItemsView) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('menus');
  const mirror = useMirrorInRtl();
  return (
    <div className={styles.group} role="group" aria-label={t('view.label')}>
      <ToggleButton
        checked={view === 'list'}
        icon={<TextBulletListLtrRegular className={mirror} />}
        onClick={() => onChange('list')}
      >
        {t('view.list')}
      </ToggleButton>
      <ToggleButton checked={view === 'week'} icon={<CalendarLtrRegular />} onClick={() => onChange('week')}>
        {t('view.week')}
      </ToggleButton>
    </div>
  );
}
