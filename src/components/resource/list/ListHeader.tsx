import { Button, Title2, Tooltip } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, ArrowLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Link } from 'react-router';
import { ExportButton, ImportButton } from '../data-transfer/DataTransfer';
import { GuardedButton } from '../GuardedButton';
import type { BaseRecord } from '../types';
import { useResourceListStyles } from './ResourceList.styles';
import type { ResourceListController } from './useResourceList';

/** Breadcrumb, back, the title, and the list's actions: refresh, export, import, Add New. */
export function ListHeader<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const { config, access } = list;
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
            <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={list.goBack} />
          </Tooltip>
          <Title2 as="h1" className={styles.title}>
            {config.label}
          </Title2>
        </div>
        <div className={styles.actions}>
          <Tooltip content="Refresh" relationship="label" withArrow>
            <Button
              appearance="subtle"
              icon={<ArrowClockwiseRegular />}
              onClick={() => list.refetch()}
              disabled={list.isFetching}
            />
          </Tooltip>
          {config.dataTransfer?.export ? (
            <ExportButton
              resource={config.resource}
              filters={list.exportFilters}
              access={access.export}
              iconOnly={list.narrow}
            />
          ) : null}
          {config.headerActions?.(list.exportFilters)}
          {config.dataTransfer?.import ? (
            <ImportButton
              resource={config.resource}
              access={access.import}
              dialogLabel={config.dataTransfer.importTitle}
              iconOnly={list.narrow}
            />
          ) : null}
          <GuardedButton
            access={access.create}
            hideWhenDenied
            appearance="primary"
            icon={<AddRegular />}
            onClick={list.goCreate}
          >
            Add New
          </GuardedButton>
        </div>
      </header>
    </>
  );
}
