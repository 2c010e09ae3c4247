import { makeStyles, tokens } from '@fluentui/react-components';

/** Classes of the save status and the conflict notice. */
export const useAutoSaveStyles = makeStyles({
  indicator: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
  },
  saved: { color: tokens.colorPaletteGreenForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  // An edit kept while offline: a warning, not a failure (it is sent once back online).
  unsent: { color: tokens.colorStatusWarningForeground3, fontWeight: tokens.fontWeightSemibold },
  conflict: { marginTop: tokens.spacingVerticalXS },
});
