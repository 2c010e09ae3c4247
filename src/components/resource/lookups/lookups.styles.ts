import { makeStyles, tokens } from '@fluentui/react-components';

/** The lookups' classes: an option with its avatar, the box filling its field, the searching/no results line. */
export const useLookupStyles = makeStyles({
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  full: { width: '100%', minWidth: 0 },
  status: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});
