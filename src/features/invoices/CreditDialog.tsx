import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ReceiptRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import type { Invoice } from '../../api/generated/billing';
import { formatMoney, GuardedButton } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { creditableLines } from './period';
import type { InvoiceActions } from './useInvoiceActions';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** Credit: a credit note for the whole invoice (every line left) or for the lines chosen. */
export function CreditButton({ invoice, action }: { invoice: Invoice; action: InvoiceActions['credit'] }) {
  const { t } = useTranslation(['billing', 'words']);
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  if (!action.shown) return null;
  const lines = creditableLines(invoice);
  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = async () => {
    if (!whole && chosen.size === 0) return setProblem(t('credit.noneChosen'));
    setProblem(null);
    if (await action.run(whole ? undefined : [...chosen], notes.trim() || undefined)) setOpen(false);
  };
  return (
    <>
      <GuardedButton access={action.access} icon={<ReceiptRegular />} onClick={() => setOpen(true)}>
        {t('credit.action')}
      </GuardedButton>
      <Dialog open={open} modalType="modal" onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface style={{ maxWidth: 520 }}>
          <DialogBody>
            <DialogTitle>{t('credit.title', { number: invoice.number ?? '' })}</DialogTitle>
            <DialogContent className={styles.content}>
              <RadioGroup value={whole ? 'whole' : 'chosen'} onChange={(_, d) => setWhole(d.value === 'whole')}>
                <Radio value="whole" label={t('credit.whole')} />
                <Radio value="chosen" label={t('credit.chosen')} />
              </RadioGroup>
              {whole ? null : (
                // Not a Field: a Field gives its one control id to every checkbox in it.
                <div role="group" aria-labelledby={headingId} className={styles.lines}>
                  <Text id={headingId} weight="semibold">
                    {t('credit.linesLabel')}
                  </Text>
                  {lines.map((l) => (
                    <Checkbox
                      key={l.id}
                      checked={chosen.has(l.id)}
                      onChange={(_, d) => toggle(l.id, d.checked === true)}
                      label={`#${String(l.order_number).padStart(5, '0')} ${l.name} · ${formatMoney(l.amount)}`}
                    />
                  ))}
                  {problem ? (
                    <Text role="alert" className={styles.problem}>
                      {problem}
                    </Text>
                  ) : null}
                </div>
              )}
              <Field label={t('credit.notes')}>
                <Textarea value={notes} onChange={(_, d) => setNotes(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                {t('words:cancel')}
              </Button>
              <Button appearance="primary" disabled={action.busy} onClick={() => void submit()}>
                {t('credit.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
