import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentAddRegular } from '@fluentui/react-icons';
import { DateInput, GuardedButton, useAccess } from '../../components/resource';
import { isolate } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useBillClient } from './useBillClient';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  days: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  touch: { '@media (max-width: 639.98px), (pointer: coarse)': { minWidth: '44px', minHeight: '44px' } },
});

/**
 * "Bill this client" on an organization (its list row: an icon button; its drawer: a labelled button): the
 * period to bill, then the new draft invoice. Shown to those who may generate invoices (`invoices::add`).
 */
export function BillClientButton({
  organization,
  compact = false,
}: {
  organization: { id: number; name: string };
  compact?: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation(['billing', 'words']);
  const access = useAccess('invoices', 'create');
  const bill = useBillClient(organization.id);
  if (!access.can) return null;
  const label = t('bill.actionFor', { name: organization.name });
  return (
    <>
      <GuardedButton
        access={access}
        appearance={compact ? 'subtle' : 'secondary'}
        size={compact ? 'small' : 'medium'}
        className={compact ? styles.touch : undefined}
        icon={<DocumentAddRegular />}
        aria-label={compact ? label : undefined}
        tip={compact ? t('bill.action') : undefined}
        onClick={() => bill.show(true)}
      >
        {compact ? null : t('bill.action')}
      </GuardedButton>
      <Dialog open={bill.open} modalType="modal" onOpenChange={(_, d) => bill.show(d.open)}>
        <DialogSurface style={{ maxWidth: 480 }}>
          <DialogBody>
            <DialogTitle>{t('bill.title', { name: isolate(organization.name) })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('invoices.periodHint')}</Text>
              <div className={styles.days}>
                <Field label={t('fields.from')} required>
                  <DateInput value={bill.period.from} onChange={bill.setFrom} />
                </Field>
                <Field label={t('fields.to')} required validationMessage={bill.problem ?? undefined}>
                  <DateInput value={bill.period.to} onChange={bill.setTo} />
                </Field>
              </div>
              {bill.refusal ? (
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>{bill.refusal}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => bill.show(false)}>
                {t('words:cancel')}
              </Button>
              <Button appearance="primary" disabled={bill.busy} onClick={() => void bill.submit()}>
                {t('bill.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
