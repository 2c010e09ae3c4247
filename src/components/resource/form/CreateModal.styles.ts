import { makeStyles, tokens } from '@fluentui/react-components';

/** The create modal's classes: its surface and the two-column form (one column on a phone). */
export const useCreateModalStyles = makeStyles({
  surface: { width: 'calc(100vw - 32px)' },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  // The content scrolls; its parts keep their height (a long refusal's message bar grew over the fields).
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& > *': { flexShrink: 0 } },
});
