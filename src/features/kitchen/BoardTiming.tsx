import { makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { kitchenApi } from './api';
import { PHONE_MEDIA } from './boardMedia';
import { boardTimingText } from './timingText';

const useStyles = makeStyles({
  timing: {
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
    marginTop: tokens.spacingVerticalXXS,
    [PHONE_MEDIA]: { fontSize: tokens.fontSizeBase300 },
  },
});

export interface BoardTimingProps {
  /** Today in the kitchen's zone, 'YYYY-MM-DD' (the board's day; a new one at midnight). */
  date: string;
  /** The board's outlets (`outlet` of its list); every outlet when undefined. */
  outlet: string | undefined;
  /** A station's board: its own part of the orders (its items bumped); expo and a board without stations: none. */
  station?: number | null;
  pollingInterval: number;
}

/**
 * Today's kitchen times for the outlets (and the station) the board shows (GET /kitchen/timing), under the
 * board's title. Refreshed with the board (its cache tag) and at each poll; nothing until the first answer,
 * nor when it fails.
 */
export function BoardTiming({ date, outlet, station, pollingInterval }: BoardTimingProps) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const language = useCurrentLanguage();
  const { currentData } = kitchenApi.useGetKitchenTimingQuery(
    { date, ...(outlet ? { outlet } : {}), ...(station != null ? { station } : {}) },
    { pollingInterval, refetchOnFocus: true, refetchOnReconnect: true, skipPollingIfUnfocused: false },
  );
  const figures = currentData?.data;
  if (!figures) return null;
  return (
    <p className={styles.timing} title={t('board.timing.explained')}>
      {boardTimingText(figures, language)}
    </p>
  );
}
