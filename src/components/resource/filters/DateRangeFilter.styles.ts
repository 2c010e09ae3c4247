import { makeStyles, tokens } from '@fluentui/react-components';

/** The date range's classes: the two calendars side by side or stacked, and the filter popover's form. */
export const useDateRangeFilterStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  field: { minWidth: '120px', flex: '1 1 140px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});
