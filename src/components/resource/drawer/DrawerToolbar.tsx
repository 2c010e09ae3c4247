import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ChevronRightRegular,
  DeleteRegular,
  EditRegular,
  TableRegular,
} from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { GuardedButton } from '../GuardedButton';
import type { BaseRecord } from '../types';
import type { DetailDrawerController } from './useDetailDrawer';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMirrorInRtl } from '../../../i18n';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, flexWrap: 'wrap' },
  crumbs: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    flexGrow: 1,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  crumbLink: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForeground1 },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '220px',
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

/** The first field a user can change in the drawer holding `from`. */
const EDITABLE =
  '.fui-DrawerBody :is(input:not([type="file"]):not([type="hidden"]), textarea, [role="combobox"]):not([disabled]):not([readonly]):not([aria-disabled="true"])';

function focusFirstField(event: MouseEvent<HTMLElement>) {
  const drawer = event.currentTarget.closest('.fui-OverlayDrawer, [role="dialog"]');
  drawer?.querySelector<HTMLElement>(EDITABLE)?.focus();
}

/** The drawer's breadcrumb (Home › list › record) and its Refresh, List, Edit and Delete buttons. */
export function DrawerToolbar<T extends BaseRecord>({ drawer }: { drawer: DetailDrawerController<T> }) {
  const styles = useStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const mirror = useMirrorInRtl();
  const { config, record } = drawer;
  return (
    <div className={styles.bar}>
      <nav aria-label={t('list.breadcrumb')} style={{ minWidth: 0, flexGrow: 1 }}>
        <ol className={styles.crumbs}>
          <li>
            <Link to="/" className={styles.crumbLink}>
              {t('words:home')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightRegular className={mirror} />
          </li>
          <li>
            <Link
              to={config.basePath}
              className={styles.crumbLink}
              onClick={(e) => (e.preventDefault(), drawer.close())}
            >
              {tt(config.label)}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightRegular className={mirror} />
          </li>
          {/* The record's name reads in its own direction: a Latin name cut at its end, not its start, in Arabic. */}
          <li className={styles.current} aria-current="page" dir={record ? 'auto' : undefined}>
            {record ? config.recordName(record) : tt(config.singular)}
          </li>
        </ol>
      </nav>
      <div
        className={styles.actions}
        role="toolbar"
        aria-label={t('drawer.actions', { singular: tt(config.singular) })}
      >
        <Tooltip content={t('words:refresh')} relationship="label" withArrow>
          <Button
            appearance="subtle"
            size="small"
            icon={<ArrowClockwiseRegular />}
            onClick={() => drawer.refetch()}
            disabled={!drawer.canRetry}
          />
        </Tooltip>
        <Tooltip content={t('drawer.list')} relationship="label" withArrow>
          <Button appearance="subtle" size="small" icon={<TableRegular />} onClick={drawer.close} />
        </Tooltip>
        <GuardedButton
          access={drawer.edit}
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          aria-label={t('words:edit')}
          tip={t('words:edit')}
          disabled={!record}
          onClick={focusFirstField}
        />
        {record ? (
          <ConfirmDelete onConfirm={() => drawer.deleteRecord(record)}>
            {(open) => (
              <GuardedButton
                access={drawer.remove}
                appearance="subtle"
                size="small"
                icon={<DeleteRegular />}
                aria-label={t('words:delete')}
                tip={t('words:delete')}
                onClick={open}
              />
            )}
          </ConfirmDelete>
        ) : null}
      </div>
    </div>
  );
}
