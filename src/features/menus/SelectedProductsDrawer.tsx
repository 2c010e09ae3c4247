import {
  Avatar,
  Badge,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Text,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { useRecordName } from '../products';
import { useAddMenuItemsModalStyles } from './AddMenuItemsModal.styles';
import type { Picked } from './useAddMenuItems';

/** The products picked so far in Add Menu Items, each removable. */
export function SelectedProductsDrawer({
  open,
  onOpenChange,
  selected,
  onRemove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: Picked[];
  onRemove: (id: number) => void;
}) {
  const styles = useAddMenuItemsModalStyles();
  const { t } = useTranslation('menus');
  const localized = useRecordName();
  return (
    <OverlayDrawer
      open={open}
      position="end"
      onOpenChange={(_, d) => onOpenChange(d.open)}
      aria-label={t('addItems.selectedTitle')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('addItems.closeSelected')}
              icon={<DismissRegular />}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          {t('addItems.selectedTitle')} <Badge appearance="tint">{selected.length}</Badge>
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {!selected.length ? (
          <Text className={styles.muted}>{t('addItems.noneSelected')}</Text>
        ) : (
          <ul className={styles.selectedList}>
            {selected.map((s) => (
              <li key={s.id} className={styles.selectedRow}>
                <span className={styles.cardHead}>
                  <Avatar size={24} shape="square" name={localized(s)} image={s.image ? { src: s.image } : undefined} />
                  <Text className={styles.name} dir="auto">
                    {localized(s)}
                  </Text>
                </span>
                <Button
                  size="small"
                  aria-label={t('addItems.removeName', { name: localized(s) })}
                  onClick={() => onRemove(s.id)}
                >
                  {t('addItems.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
