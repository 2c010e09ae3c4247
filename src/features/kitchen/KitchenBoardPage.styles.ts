import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE_MEDIA } from './boardMedia';

/** The kitchen board's page: its sections stacked, closer together on phones. */
export const useKitchenBoardPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '& h1, & p': { margin: 0 },
    [PHONE_MEDIA]: { gap: tokens.spacingVerticalM },
  },
});
