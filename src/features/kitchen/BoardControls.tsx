import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { ArrowUndoRegular, DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { BoardFilterGroups, type FilterBarProps } from './BoardFilterGroups';
import { useBoardControlsStyles } from './BoardControls.styles';
import { useFilterDrawer } from './useBoardFilters';
import { useMirrorInRtl } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';

/** The board's filters in a row of big toggle buttons (tablets and wider). */
export function FilterBar(props: FilterBarProps) {
  return <BoardFilterGroups {...props} />;
}

/**
 * Phones: one "Filters" button, in the board's header, opening the same filters in a bottom drawer, with the
 * Recall list's button (the header's row has no room for it).
 */
export function FilterButton({ onRecall, ...props }: FilterBarProps & { onRecall: () => void }) {
  const styles = useBoardControlsStyles();
  const { t } = useTranslation('kitchen');
  const { open, setOpen } = useFilterDrawer();
  const mirror = useMirrorInRtl();
  return (
    <>
      <Button
        size="large"
        className={styles.filtersButton}
        icon={<FilterRegular />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('filters.title')}
      </Button>
      <OverlayDrawer position="bottom" size="medium" open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                size="large"
                aria-label={t('filters.close')}
                icon={<DismissRegular />}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t('filters.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.drawerBody}>
          <Button
            size="large"
            className={styles.recall}
            icon={<ArrowUndoRegular className={mirror} />}
            aria-haspopup="dialog"
            onClick={() => {
              setOpen(false);
              onRecall();
            }}
          >
            {t('board.recall')}
          </Button>
          <BoardFilterGroups {...props} />
        </DrawerBody>
        <DrawerFooter>
          <Button appearance="primary" className={styles.drawerDone} onClick={() => setOpen(false)}>
            {t('filters.showOrders')}
          </Button>
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}
