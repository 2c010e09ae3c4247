import {
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { kitchenZone } from '../../../lib/zones';
import { OfflineBanner } from '../../OfflineBanner';
import { useKitEnv } from '../env';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { AutoSaveIndicator } from '../form/AutoSave';
import { GuardedButton } from '../GuardedButton';
import type { BaseRecord } from '../types';
import { DRAWER_WIDTH, useDetailDrawerStyles } from './DetailDrawer.styles';
import { DrawerContent } from './DrawerContent';
import { DrawerToolbar } from './DrawerToolbar';
import { InlineTitle } from './InlineTitle';
import { useDetailDrawer, type DetailDrawerProps } from './useDetailDrawer';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

export { DRAWER_WIDTH } from './DetailDrawer.styles';
export { NO_DATA_FOUND } from './useDetailDrawer';

/** Detail drawer: the record's fields, each saved on its own, over the list at `/R/:id`. */
export function DetailDrawer<T extends BaseRecord>(props: DetailDrawerProps<T>) {
  const drawer = useDetailDrawer(props);
  const styles = useDetailDrawerStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const { config, record, fieldsRecord, failure, close } = drawer;
  const { settings } = useKitEnv();
  return (
    <OverlayDrawer
      open
      position="end"
      className={styles.drawer}
      style={{ width: DRAWER_WIDTH }}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
      aria-label={
        record
          ? t('drawer.recordLabel', { singular: tt(config.singular), name: config.recordName(record) })
          : tt(config.singular)
      }
    >
      <DrawerHeader className={styles.header}>
        <DrawerToolbar drawer={drawer} />
        <Caption1 className={styles.eyebrow}>{tt(config.singular)}</Caption1>
        <DrawerHeaderTitle
          heading={{ className: styles.heading }}
          action={
            <Button appearance="subtle" aria-label={t('words:close')} icon={<DismissRegular />} onClick={close} />
          }
        >
          <span className={styles.headerRow}>
            {record && fieldsRecord && drawer.titleField ? (
              <InlineTitle
                key={`title-${record.id}`}
                field={drawer.titleField}
                record={fieldsRecord}
                saver={drawer.saver}
                editable={drawer.edit.can}
                onDirtyChange={drawer.onDirtyChange}
                onTakeTheirs={drawer.onTakeTheirs}
                fallback={tt(config.drawer.title(record))}
                prefix={config.drawer.titlePrefix?.(record)}
              />
            ) : (
              <span className={styles.titleText}>
                {record ? tt(config.drawer.title(record)) : failure ? tt(config.singular) : t('drawer.loading')}
              </span>
            )}
          </span>
        </DrawerHeaderTitle>
        {/* Nothing is saved from a read-only record: no auto-save status. */}
        {drawer.edit.can ? <AutoSaveIndicator status={drawer.saver.status} /> : null}
      </DrawerHeader>
      {/* A record shown as text has nothing to Tab to: the body itself takes focus, to scroll by keyboard. */}
      <DrawerBody className={styles.body} tabIndex={drawer.edit.can ? undefined : 0}>
        {/* The drawer covers the shell's banner (all of it on a phone): it shows its own while offline. */}
        <OfflineBanner zone={kitchenZone(settings)} live={false} />
        <DrawerContent drawer={drawer} />
        {drawer.overridePrompt}
        {drawer.confirmDialog}
      </DrawerBody>
      {record ? (
        <DrawerFooter className={styles.footer}>
          <ConfirmDelete onConfirm={() => drawer.deleteRecord(record)}>
            {(open) => (
              <GuardedButton access={drawer.remove} appearance="secondary" icon={<DeleteRegular />} onClick={open}>
                {tt(config.drawer.deleteLabel) ?? t('drawer.deleteRecord', { singular: tt(config.singular) })}
              </GuardedButton>
            )}
          </ConfirmDelete>
          <Button appearance="primary" onClick={close}>
            {t('words:done')}
          </Button>
        </DrawerFooter>
      ) : null}
    </OverlayDrawer>
  );
}
