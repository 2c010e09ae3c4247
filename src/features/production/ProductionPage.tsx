import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DocumentBulletListRegular, PrintRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../api/errors';
import { PageSpinner } from '../../components/LoadingScreen';
import { PAPERS, printNow, PrintDocument } from '../../components/print';
import { ExportButton } from '../../components/resource';
import { warmOfflineStorage } from '../../lib/offline';
import { dateTimeInZone, OfflineNotice } from '../kitchen';
import { exportFilters } from './filters';
import { ProductionFilterBar } from './ProductionFilterBar';
import { CarriedOverNotice } from './CarriedOverNotice';
import { ProductionPrint } from './ProductionPrint';
import { ProductSheet } from './ProductSheet';
import { useProductionPageStyles } from './ProductionPage.styles';
import { useProductionPage } from './useProductionPage';
import { useTranslation } from '../../i18n/useTranslation';

// The screen paints from its kept snapshot while offline: the storage opens while the rest of its code loads.
warmOfflineStorage();

/** The production sheet (/production): what the kitchen makes, per product, for a range of days. */
export default function ProductionPage() {
  const styles = useProductionPageStyles();
  const { t } = useTranslation('production');
  const page = useProductionPage();
  const { filters, query, network, meta, rows, scope, days } = page;

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.subtitle} role="status">
            {page.subtitle}
          </p>
        </div>
        <div className={styles.actions}>
          <Button icon={<PrintRegular />} onClick={printNow} disabled={!rows}>
            {t('page.print')}
          </Button>
          {page.mayManifest ? (
            <Button
              as="a"
              href={page.manifestHref}
              icon={<DocumentBulletListRegular />}
              onClick={(e) => {
                e.preventDefault();
                page.openManifest();
              }}
            >
              {t('page.manifest')}
            </Button>
          ) : null}
          <ExportButton
            resource="production"
            filters={exportFilters(filters)}
            access={page.exportAccess}
            label={t('page.export')}
          />
        </div>
      </header>

      <div className={styles.filters}>
        <ProductionFilterBar
          filters={filters}
          shownRange={page.shownRange}
          onChange={page.setFilters}
          today={page.today}
          tomorrow={page.tomorrow}
        />
      </div>

      <OfflineNotice
        what="sheet"
        offlineSince={network.online ? null : network.offlineSince}
        shownAt={page.shownAt}
        fromSnapshot={!query.currentData && !!page.snapshot}
        zone={page.zone}
      />

      {meta?.carried_over ? <CarriedOverNotice count={meta.carried_over} boardLinked={page.mayManifest} /> : null}

      <section aria-label={t('page.sheet')}>
        {rows && meta && scope ? (
          rows.length ? (
            <div className={styles.products}>
              {rows.map((row) => (
                <ProductSheet
                  key={String(row.product.id)}
                  row={row}
                  scope={scope}
                  zone={meta.time_zone}
                  linked={page.linked}
                />
              ))}
            </div>
          ) : (
            <p className={styles.empty} role="status">
              {t('page.empty', { days })}
            </p>
          )
        ) : query.isError && network.online ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>
              <MessageBarTitle>{t('page.loadFailed')}</MessageBarTitle>
              {errorMessage(query.error)}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void query.refetch()}>{t('page.retryNow')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <PageSpinner />
        )}
      </section>
      {rows && meta ? (
        <PrintDocument paper={PAPERS.a4}>
          <ProductionPrint
            rows={rows}
            subtitle={page.subtitle}
            printedAt={dateTimeInZone(new Date().toISOString(), meta.time_zone)}
          />
        </PrintDocument>
      ) : null}
    </div>
  );
}
