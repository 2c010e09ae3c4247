import { Button, mergeClasses } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowUndoRegular, CheckmarkCircleFilled, WarningFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { BusyRing } from '../../components/LoadingScreen';
import { SoundControl } from './SoundControl';
import { useBoardHeaderStyles } from './BoardHeader.styles';
import { useBoardHeader } from './useBoardHeader';
import type { SoundState } from './chime';
import { FullScreenButton } from './FullScreenButton';
import { LiveIndicator } from './LiveIndicator';
import type { useWallScreen } from './useWallScreen';
import { useMirrorInRtl } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate } from './words';

export interface BoardHeaderProps {
  /** The board's station ('Grill', or 'Expo'); null where the kitchen has no stations. */
  stationLabel: string | null;
  /** Opens the Recall list; phones have it in the Filters drawer instead (the header row is full). */
  onRecall: () => void;
  /** The status group and the days shown: 'Open', 'Today (Tue 24/11)'. */
  statusLabel: string;
  daysLabel: string;
  /** Orders the filters match; undefined until the board has its first answer. */
  total: number | undefined;
  pollingInterval: number;
  phone: boolean;
  sound: SoundState;
  onEnableSound: () => void;
  onTestSound: () => void;
  /** The last refresh, 'hh:mm:ss am', and whether it is too old to trust; null before the first. */
  refreshed: { clock: string; stale: boolean } | null;
  wall: ReturnType<typeof useWallScreen>;
  /** A refresh is on its way. */
  refreshing: boolean;
  /** Off while a custom range is incomplete (there is nothing to refresh). */
  canRefresh: boolean;
  onRefresh: () => void;
  /** Phones: the button that opens the filters. */
  filters?: ReactNode;
  /** The board settings button, given whether the header's buttons show as icons alone. */
  settings?: (iconsOnly: boolean) => ReactNode;
  /** Today's kitchen times, under the status line (BoardTiming). */
  timing?: ReactNode;
}

/** The board's title, its status line (what it shows, how many, live) and its controls. */
export function BoardHeader({
  stationLabel,
  onRecall,
  statusLabel,
  daysLabel,
  total,
  pollingInterval,
  phone,
  sound,
  onEnableSound,
  onTestSound,
  refreshed,
  wall,
  refreshing,
  canRefresh,
  onRefresh,
  filters,
  settings,
  timing,
}: BoardHeaderProps) {
  const styles = useBoardHeaderStyles();
  const { t } = useTranslation('kitchen');
  // Full screen and Refresh may fold to named icon buttons; Enable sound keeps its words.
  const { headerRef, sideRef, iconsOnly } = useBoardHeader(phone);
  // The undo arrow points back along the reading way.
  const mirror = useMirrorInRtl();
  return (
    <header className={styles.header} ref={headerRef}>
      <div>
        <h1 className={styles.title}>{t('board.title')}</h1>
        <p className={styles.subtitle}>
          {stationLabel ? (
            <>
              <strong className={styles.station}>
                <bdi>{stationLabel}</bdi>
              </strong>
              {' · '}
            </>
          ) : null}
          {statusLabel} · {daysLabel}
          {total !== undefined ? ` · ${t('board.orderCount', { count: total })}` : ''}
          <LiveIndicator pollSeconds={Math.round(pollingInterval / 1000)} />
        </p>
        {/* A phone's header keeps to what the cook needs now; the dashboard has the day's times. */}
        {phone ? null : timing}
      </div>
      <div className={styles.headerSide} ref={sideRef}>
        <SoundControl sound={sound} onEnable={onEnableSound} onTest={onTestSound} compact={phone} />
        {refreshed ? (
          <span className={mergeClasses(styles.refreshed, refreshed.stale && styles.staleText)} role="status">
            {refreshed.stale ? (
              <WarningFilled aria-hidden="true" />
            ) : (
              <CheckmarkCircleFilled className={styles.fresh} aria-hidden="true" />
            )}
            {refreshed.stale
              ? t('board.refreshedStale', { clock: isolate(refreshed.clock) })
              : phone
                ? t('board.refreshedShort', { clock: isolate(refreshed.clock) })
                : t('board.refreshed', { clock: isolate(refreshed.clock) })}
          </span>
        ) : null}
        {settings?.(iconsOnly)}
        {phone ? null : (
          <Button
            size="large"
            className={styles.refresh}
            icon={<ArrowUndoRegular className={mirror} />}
            aria-haspopup="dialog"
            onClick={onRecall}
            aria-label={iconsOnly ? t('board.recall') : undefined}
            title={iconsOnly ? t('board.recall') : undefined}
          >
            {iconsOnly ? null : t('board.recall')}
          </Button>
        )}
        <FullScreenButton on={wall.on} onEnter={wall.enter} onExit={wall.exit} compact={iconsOnly} />
        <Button
          size="large"
          className={styles.refresh}
          icon={refreshing ? <BusyRing size="small" /> : <ArrowClockwiseRegular />}
          disabled={!canRefresh}
          onClick={onRefresh}
          aria-label={iconsOnly ? t('board.refresh') : undefined}
          title={iconsOnly ? t('board.refresh') : undefined}
        >
          {iconsOnly ? null : t('board.refresh')}
        </Button>
        {filters}
      </div>
    </header>
  );
}
