import { makeStyles, tokens } from '@fluentui/react-components';

export const useMenuWeekDaysStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Seven equal buttons across the width, each a finger's size.
  days: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: tokens.spacingHorizontalXXS },
  day: { minWidth: 0, minHeight: '44px', paddingInlineStart: 0, paddingInlineEnd: 0 },
  closedDay: { textDecorationLine: 'line-through' },
  dayText: { display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: tokens.lineHeightBase200 },
  dayPanel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  dayHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  products: { listStyleType: 'none', margin: 0, padding: 0 },
  product: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    '& button': { minWidth: '44px', minHeight: '44px' },
  },
  productName: { minWidth: 0, overflowWrap: 'anywhere' },
});
