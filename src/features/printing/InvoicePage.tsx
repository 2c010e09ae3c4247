import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { PageSpinner } from '../../components/LoadingScreen';
import { PAPERS, printNow, PrintDocument } from '../../components/print';
import { useTranslation } from '../../i18n/useTranslation';
import { InvoiceDocument } from './InvoiceDocument';
import { useInvoiceSheet } from './useInvoiceSheet';
import { useSheetPreviewStyles } from './sheetPreview.styles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  title: {
    flexGrow: 1,
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
});

/** The invoice `id` (/print/invoice/:id) shown as it prints, and printed on A4 with Print (or Ctrl+P). */
export default function InvoicePage() {
  const styles = useStyles();
  const preview = useSheetPreviewStyles();
  const { t } = useTranslation('printing');
  const param = useParams().id ?? '';
  const id = Number(param);
  const { sheet, error, missing } = useInvoiceSheet(Number.isSafeInteger(id) && id > 0 ? id : null);
  const document = sheet ? <InvoiceDocument sheet={sheet} /> : null;
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('invoice.pageTitle')}</h1>
        <Button appearance="primary" icon={<PrintRegular />} disabled={!document} onClick={printNow}>
          {t('invoice.print')}
        </Button>
      </header>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      ) : missing || !(id > 0) ? (
        <p>{t('invoice.notFound', { id: param })}</p>
      ) : document ? (
        <>
          <section className={preview.paper} aria-label={t('invoice.preview')}>
            {document}
          </section>
          <PrintDocument paper={PAPERS.a4}>{document}</PrintDocument>
        </>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
