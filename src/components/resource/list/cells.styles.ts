import { makeStyles, tokens } from '@fluentui/react-components';

/** The table cells' classes: links, units kept whole, people, the empty mark. */
export const useCellStyles = makeStyles({
  // Phone numbers read as one unit; an address of mail breaks where it must rather than widen its column.
  phone: { whiteSpace: 'nowrap' },
  // A number, an amount, a date or a time is one unit: a narrow column never breaks inside it.
  unit: { whiteSpace: 'nowrap' },
  // Breaks only at its (breaking) spaces, even in a cell that breaks long words anywhere.
  words: { overflowWrap: 'normal' },
  email: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground4 },
  anchor: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold },
  link: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});
