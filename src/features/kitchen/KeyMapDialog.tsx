import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { KeyCap } from './KeyCap';
import { CARD_ACTIONS, type BoardAction, type KeyMap } from './keymap';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: tokens.fontSizeBase400,
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
    '& thead th': { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
    '& tbody th': { fontWeight: tokens.fontWeightRegular, width: '35%' },
  },
  caps: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  big: { minHeight: '48px', fontSize: tokens.fontSizeBase400 },
});

/** The actions listed one by one; the nine card keys share one line. */
const LISTED: readonly BoardAction[] = ['previous', 'next', 'up', 'down', 'primary', 'recall', 'help'];

/**
 * The board's keys (`?`), as this device has them: what each key does on the selected card. "Change keys"
 * opens the board's settings. Recall is listed once the board has a Recall list for the key to open.
 */
export function KeyMapDialog({
  keyMap,
  recall,
  onClose,
  onChangeKeys,
}: {
  keyMap: KeyMap;
  recall: boolean;
  onClose: () => void;
  onChangeKeys: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const listed = LISTED.filter((action) => action !== 'recall' || recall);
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('keys.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.intro}>{t('keys.intro')}</p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('keys.key')}</th>
                  <th scope="col">{t('keys.action')}</th>
                </tr>
              </thead>
              <tbody>
                {listed.map((action) => (
                  <tr key={action}>
                    <th scope="row">
                      <KeyCap name={keyMap[action]} />
                    </th>
                    <td>{t(`keys.actions.${action as Exclude<BoardAction, (typeof CARD_ACTIONS)[number]>}`)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">
                    <span className={styles.caps}>
                      {CARD_ACTIONS.map((action) => (
                        <KeyCap key={action} name={keyMap[action]} />
                      ))}
                    </span>
                  </th>
                  <td>{t('keys.cardKeys')}</td>
                </tr>
                <tr>
                  <th scope="row">
                    <KeyCap name="Tab" />
                  </th>
                  <td>{t('keys.tab')}</td>
                </tr>
              </tbody>
            </table>
          </DialogContent>
          <DialogActions>
            <Button size="large" className={styles.big} onClick={onChangeKeys}>
              {t('keys.changeKeys')}
            </Button>
            <Button size="large" appearance="primary" className={styles.big} onClick={onClose}>
              {t('keys.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
