import { makeStyles, tokens } from '@fluentui/react-components';

/** What an invoice's drawer cards (useDrawerCardStyles) add: more room between parts, its facts and totals. */
export const useInvoiceLeadStyles = makeStyles({
  roomy: { gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', minWidth: 0, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  table: { fontSize: tokens.fontSizeBase300 },
  credited: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  totals: { display: 'grid', gridTemplateColumns: '1fr auto', gap: tokens.spacingVerticalXS, margin: 0 },
  strong: { fontWeight: tokens.fontWeightSemibold },
});
