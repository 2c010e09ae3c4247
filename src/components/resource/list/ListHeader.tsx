import { Button, mergeClasses, Title2, Tooltip } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowLeftRegular,
  ChevronRightRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ExportButton, ImportButton } from '../data-transfer/DataTransfer';
import { GuardedButton } from '../GuardedButton';
import type { BaseRecord } from '../types';
import { useResourceListStyles } from './ResourceList.styles';
import type { ResourceListController } from './useResourceList';

/**
 * Breadcrumb, back, the title, and the list's actions: refresh, export, import, Add New. On a phone export
 * and import fold behind "More actions", so the header keeps to one line.
 */
export function ListHeader<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const { config, access } = list;
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const transfers = (
    <>
      {config.dataTransfer?.export ? (
        <ExportButton resource={config.resource} filters={list.exportFilters} access={access.export} />
      ) : null}
      {config.headerActions?.(list.exportFilters)}
      {config.dataTransfer?.import ? (
        <ImportButton resource={config.resource} access={access.import} dialogLabel={config.dataTransfer.importTitle} />
      ) : null}
    </>
  );
  const hasTransfers =
    !!config.headerActions ||
    (!!config.dataTransfer?.export && access.export.can) ||
    (!!config.dataTransfer?.import && access.import.can);
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className={styles.crumbs}>
          <li>
            <Link to="/" className={styles.crumbLink}>
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightRegular />
          </li>
          <li>
            <span aria-current="page" className={styles.crumbCurrent}>
              {config.label}
            </span>
          </li>
        </ol>
      </nav>

      <header className={styles.header}>
        <div className={styles.titleGroup}>
          <Tooltip content="Back" relationship="label" withArrow>
            <Button
              appearance="subtle"
              className={styles.touchTarget}
              icon={<ArrowLeftRegular />}
              onClick={list.goBack}
            />
          </Tooltip>
          <Title2 as="h1" className={styles.title}>
            {config.label}
          </Title2>
        </div>
        <div className={styles.actions}>
          <Tooltip content="Refresh" relationship="label" withArrow>
            <Button
              appearance="subtle"
              className={styles.touchTarget}
              icon={<ArrowClockwiseRegular />}
              onClick={() => list.refetch()}
              disabled={list.isFetching}
            />
          </Tooltip>
          {hasTransfers && list.narrow ? (
            <Tooltip content="More actions" relationship="label" withArrow>
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
          {list.narrow ? null : transfers}
          <GuardedButton
            access={access.create}
            hideWhenDenied
            appearance="primary"
            className={styles.touchTarget}
            icon={<AddRegular />}
            onClick={list.goCreate}
          >
            Add New
          </GuardedButton>
        </div>
      </header>
      {list.narrow && hasTransfers ? (
        // Kept mounted while folded, so an import dialog opened from it stays open.
        <div id={moreId} className={mergeClasses(styles.moreActions, !moreOpen && styles.folded)}>
          {transfers}
        </div>
      ) : null}
    </>
  );
}
