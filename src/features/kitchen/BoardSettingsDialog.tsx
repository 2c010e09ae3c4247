import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { saveDeviceSettings, useDeviceSettings } from './deviceSettings';
import { KeyMapEditor } from './KeyMapEditor';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  device: { margin: 0, color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  hint: {
    margin: 0,
    // Under the switch's label: past its 40 px track and the space around it.
    paddingInlineStart: `calc(40px + 2 * ${tokens.spacingHorizontalS})`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  big: { minHeight: '48px', fontSize: tokens.fontSizeBase400 },
});

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const styles = useStyles();
  const hintId = useId();
  return (
    <div>
      <Switch
        label={label}
        checked={checked}
        aria-describedby={hintId}
        onChange={(_, data) => onChange(data.checked)}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/**
 * This device's board settings, kept on the device: large text and compact cards, and the key map of its
 * keyboard or bump bar. Every change applies and is kept at once.
 */
export function BoardSettingsDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const settings = useDeviceSettings();
  const displayId = useId();
  const keysId = useId();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('settings.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.device}>{t('settings.device')}</p>
            <section className={styles.section} aria-labelledby={displayId}>
              <h3 id={displayId} className={styles.heading}>
                {t('settings.display')}
              </h3>
              <Toggle
                label={t('settings.largeText')}
                hint={t('settings.largeTextHint')}
                checked={settings.largeText}
                onChange={(largeText) => saveDeviceSettings({ largeText })}
              />
              <Toggle
                label={t('settings.compactCards')}
                hint={t('settings.compactCardsHint')}
                checked={settings.compactCards}
                onChange={(compactCards) => saveDeviceSettings({ compactCards })}
              />
            </section>
            <section className={styles.section} aria-labelledby={keysId}>
              <h3 id={keysId} className={styles.heading}>
                {t('settings.keys')}
              </h3>
              <p className={styles.device}>{t('settings.keysHint')}</p>
              <KeyMapEditor keyMap={settings.keyMap} />
            </section>
          </DialogContent>
          <DialogActions>
            <Button size="large" appearance="primary" className={styles.big} onClick={onClose}>
              {t('settings.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
