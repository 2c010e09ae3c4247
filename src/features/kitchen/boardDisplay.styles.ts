import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * How this device shows the cards (deviceSettings.ts), as classes of the card grid that restyle the cards
 * inside it by their markup: the number is the card's h2, the items its list's lines, the start line its
 * direct paragraph. (A class on the grid beats a card's own classes: one class and two elements against
 * one class.) Columns are set with their own variable, so the grid's default breakpoints stay as they are.
 */
export const useBoardDisplayStyles = makeStyles({
  /**
   * Large text, for a screen read from two metres: items 28 px, order numbers 40 px, the start line 24 px;
   * fewer, wider columns, so a card's lines wrap less and at least two whole cards fit a 1080p screen.
   */
  large: {
    '--kb-large-cols': '1',
    '@media (min-width: 768px) and (max-width: 1199.98px)': { '--kb-large-cols': '2' },
    '@media (min-width: 1200px) and (max-width: 1599.98px)': { '--kb-large-cols': '3' },
    '@media (min-width: 1600px)': { '--kb-large-cols': '4' },
    gridTemplateColumns: 'repeat(var(--kb-large-cols), minmax(0, 1fr))',
    '& article h2': { fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900 },
    '& article ul > li': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
    // An item's choices, note and allergens under its name.
    '& article ul > li > :nth-child(n+3)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
    '& article > p': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
  /** Compact cards, for expo: smaller paddings and gaps, one more column on wide screens; type as it is. */
  compact: {
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 1600px)': { '--kb-cols': '6' },
    '& article > div:not(.fui-MessageBar)': {
      paddingTop: tokens.spacingVerticalXS,
      paddingBottom: tokens.spacingVerticalXS,
      paddingInlineStart: tokens.spacingHorizontalS,
      paddingInlineEnd: tokens.spacingHorizontalS,
      rowGap: tokens.spacingVerticalXS,
    },
    '& article > p': {
      paddingTop: tokens.spacingVerticalXXS,
      paddingBottom: tokens.spacingVerticalXXS,
      paddingInlineStart: tokens.spacingHorizontalS,
      paddingInlineEnd: tokens.spacingHorizontalS,
    },
    '& article ul': { rowGap: tokens.spacingVerticalXXS, paddingTop: tokens.spacingVerticalXS },
    '& article [role="group"] button': { minHeight: '44px' },
  },
});

/** The card the board's keys selected, and its items as Tab goes through them. */
export const useSelectionStyles = makeStyles({
  // Thicker than the new-order outline and in the brand colour, and the same while the card has focus.
  selected: {
    outline: `6px solid ${tokens.colorBrandStroke1}`,
    outlineOffset: tokens.strokeWidthThick,
    ':focus-visible': { outline: `6px solid ${tokens.colorBrandStroke1}`, outlineOffset: tokens.strokeWidthThick },
  },
  item: {
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThicker} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThick,
    },
  },
});
