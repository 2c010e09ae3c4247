import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { DateTime } from 'luxon';
import { errorMessage } from '../../api/errors';
import { kitchenApi } from '../../api/generated/kitchen';
import { PAPERS, printNow, PrintDocument } from '../../components/print';
import { PageSpinner } from '../../components/LoadingScreen';
import { DateInput, settingsOptions, type KitSettings } from '../../components/resource';
import { useSearchState } from '../../lib/useSearchState';
import { isKnownZone, kitchenZone } from '../../lib/zones';
import { useAppSettings } from '../settings';
import { DeliveryManifest } from './DeliveryManifest';
import { MANIFEST_LIMIT, manifestArgs, manifestFromSearch, manifestSearch, todayIn } from './manifest';
import { printedAt } from './printedAt';
import { useTranslation } from '../../i18n/useTranslation';
import { longDay, paymentWord } from '../kitchen';
import { useSheetPreviewStyles } from './sheetPreview.styles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0, '& h1': { margin: 0 } },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  title: {
    flexGrow: 1,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  outlet: { minWidth: '220px' },
});

/**
 * The delivery manifest of an outlet and day (/print/manifest?outlet=…&date=…): chosen here, shown as it
 * prints, and printed on A4 with Print (or the browser's own print command).
 */
export default function ManifestPage() {
  const styles = useStyles();
  const preview = useSheetPreviewStyles();
  const { t } = useTranslation('printing');
  const settings = useAppSettings();
  const [chosen, choose] = useSearchState(manifestFromSearch, manifestSearch);
  const outletsQuery = kitchenApi.useListKitchenOutletsQuery();
  const outlets = outletsQuery.data?.data?.results ?? [];
  const outlet = outlets.find((o) => o.id === chosen.outlet) ?? outlets[0];
  const zone = isKnownZone(outlet?.time_zone) ? outlet.time_zone : kitchenZone(settings);
  const date = chosen.date ?? todayIn(zone);
  const { currentData, isError, error } = kitchenApi.useListKitchenOrdersQuery(
    outlet ? manifestArgs(outlet.id, date, zone) : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const orders = currentData?.data?.results;
  const total = currentData?.data?.meta.total_count ?? 0;
  const payments = settingsOptions(settings as KitSettings, 'order_payment_methods');
  const paymentLabel = (m: string) => paymentWord(m, payments.find((p) => p.value === m)?.label);
  const day = longDay(DateTime.fromISO(date));

  const manifest =
    outlet && orders ? (
      <DeliveryManifest
        outlet={outlet.name}
        day={day}
        zone={zone}
        orders={orders}
        printedAt={printedAt(zone)}
        paymentLabel={paymentLabel}
      />
    ) : null;

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('manifest.pageTitle')}</h1>
        <div className={styles.controls} role="group" aria-label={t('manifest.of')}>
          <Field label={t('manifest.outlet')} className={styles.outlet}>
            <Dropdown
              aria-label={t('manifest.outlet')}
              value={outlet?.name ?? ''}
              selectedOptions={outlet ? [String(outlet.id)] : []}
              onOptionSelect={(_, d) => choose({ outlet: Number(d.optionValue) })}
            >
              {outlets.map((o) => (
                <Option key={o.id} value={String(o.id)}>
                  {o.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t('manifest.day')}>
            <DateInput
              aria-label={t('manifest.day')}
              zone={zone}
              value={date}
              onChange={(picked) => choose({ date: picked ?? undefined })}
            />
          </Field>
          <Button appearance="primary" icon={<PrintRegular />} disabled={!manifest} onClick={printNow}>
            {t('manifest.print')}
          </Button>
        </div>
      </header>
      {total > MANIFEST_LIMIT ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('manifest.tooMany', { count: total, limit: MANIFEST_LIMIT })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {isError || outletsQuery.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorMessage(error ?? outletsQuery.error)}</MessageBarBody>
        </MessageBar>
      ) : outletsQuery.data && !outlet ? (
        <p>{t('manifest.noOutlet')}</p>
      ) : manifest ? (
        <>
          <section className={preview.paper} aria-label={t('manifest.preview')}>
            {manifest}
          </section>
          <PrintDocument paper={PAPERS.a4}>{manifest}</PrintDocument>
        </>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
