import { makeStyles, tokens } from '@fluentui/react-components';

/** An item's ready state and its bump button (the line's grid comes from the card's `item` class). */
export const useItemStyles = makeStyles({
  bumpItem: { display: 'block' },
  // The whole line is a tap target: full width, at least 48 px high, the card's own text.
  bump: {
    width: '100%',
    minHeight: '48px',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: 'inherit',
    // The line's own sizes (the card's item class): a button would otherwise shrink its text.
    fontFamily: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    position: 'relative',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThin,
    },
  },
  doneLine: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorPaletteGreenBackground2 },
  },
  doneName: { textDecorationLine: 'line-through', textDecorationThickness: '2px' },
  marks: {
    gridColumn: '2',
    minWidth: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  // A long station name wraps inside its chip rather than widen the narrow card's item column.
  station: {
    minWidth: 0,
    overflowWrap: 'anywhere',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  readiness: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  ready: { color: tokens.colorPaletteGreenForeground2 },
  busy: { position: 'absolute', insetInlineEnd: tokens.spacingHorizontalS, top: tokens.spacingVerticalS },
});
