import { makeStyles, tokens } from '@fluentui/react-components';

/** The jobs page's classes: its heading, the card holding the table, and a job's result. */
export const useJobsPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  result: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
  },
  empty: { padding: tokens.spacingHorizontalXL },
});
