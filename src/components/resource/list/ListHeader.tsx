import { Button, mergeClasses, Title2, Tooltip } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowLeftRegular,
  ChevronRightRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ExportButton, ImportButton } from '../data-transfer/DataTransfer';
import { GuardedButton } from '../GuardedButton';
import type { BaseRecord } from '../types';
import { useResourceListStyles } from './ResourceList.styles';
import { useCrowded } from './useCrowded';
import type { ResourceListController } from './useResourceList';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMirrorInRtl } from '../../../i18n';

/**
 * Breadcrumb, back, the title, and the list's actions: refresh, export, import, Add New. On a phone, and
 * wherever the title and every action do not fit one row (1024 px with the sidebar open), export and import
 * fold behind "More actions", so the header keeps to one line.
 */
export function ListHeader<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const mirror = useMirrorInRtl();
  const { config, access } = list;
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const transfers = (
    <>
      {config.dataTransfer?.export ? (
        <ExportButton resource={config.resource} filters={list.exportFilters} access={access.export} />
      ) : null}
      {config.headerActions?.(list.exportFilters)}
      {config.dataTransfer?.import ? (
        <ImportButton
          resource={config.resource}
          access={access.import}
          dialogLabel={tt(config.dataTransfer.importTitle)}
        />
      ) : null}
    </>
  );
  const hasTransfers =
    !!config.headerActions ||
    (!!config.dataTransfer?.export && access.export.can) ||
    (!!config.dataTransfer?.import && access.import.can);
  const crowded = useCrowded(headerRef, [titleRef, actionsRef], hasTransfers && !list.narrow);
  const fold = list.narrow || crowded;
  return (
    <>
      <nav aria-label={t('list.breadcrumb')}>
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
            <span aria-current="page" className={styles.crumbCurrent}>
              {tt(config.label)}
            </span>
          </li>
        </ol>
      </nav>

      <header ref={headerRef} className={styles.header}>
        <div ref={titleRef} className={styles.titleGroup}>
          <Tooltip content={t('common:back')} relationship="label" withArrow>
            <Button
              appearance="subtle"
              className={styles.touchTarget}
              icon={<ArrowLeftRegular className={mirror} />}
              onClick={list.goBack}
            />
          </Tooltip>
          <Title2 as="h1" className={styles.title}>
            {tt(config.label)}
          </Title2>
        </div>
        <div ref={actionsRef} className={styles.actions}>
          <Tooltip content={t('words:refresh')} relationship="label" withArrow>
            <Button
              appearance="subtle"
              className={styles.touchTarget}
              icon={<ArrowClockwiseRegular />}
              onClick={() => list.refetch()}
              disabled={list.isFetching}
            />
          </Tooltip>
          {hasTransfers && fold ? (
            <Tooltip content={t('list.moreActions')} relationship="label" withArrow>
              <Button
                appearance="subtle"
                className={styles.touchTarget}
                icon={<MoreHorizontalRegular />}
                aria-expanded={moreOpen}
                aria-controls={moreId}
                onClick={() => setMoreOpen((open) => !open)}
              />
            </Tooltip>
          ) : null}
          {fold ? null : transfers}
          <GuardedButton
            access={access.create}
            hideWhenDenied
            appearance="primary"
            className={styles.touchTarget}
            icon={<AddRegular />}
            onClick={list.goCreate}
          >
            {t('list.addNew')}
          </GuardedButton>
        </div>
      </header>
      {fold && hasTransfers ? (
        // Kept mounted while folded, so an import dialog opened from it stays open.
        <div id={moreId} className={mergeClasses(styles.moreActions, !moreOpen && styles.folded)}>
          {transfers}
        </div>
      ) : null}
    </>
  );
}
