import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import { useDirection } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { saveDeviceSettings } from './deviceSettings';
import { KeyCap, useKeyWords } from './KeyCap';
import { BOARD_ACTIONS, bindKey, cardIndexOf, DEFAULT_KEY_MAP, keyName, type BoardAction, type KeyMap } from './keymap';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: tokens.fontSizeBase400,
    '& th, & td': {
      textAlign: 'start',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
    '& thead th': { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
    '& tbody th': { fontWeight: tokens.fontWeightRegular },
  },
  keyCell: { width: '1%', whiteSpace: 'nowrap' },
  capture: { minHeight: '44px', minWidth: '96px', justifyContent: 'center' },
  capturing: { outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  reset: { alignSelf: 'flex-start', minHeight: '44px' },
  status: { minHeight: tokens.lineHeightBase300, fontSize: tokens.fontSizeBase300, margin: 0 },
});

type Notice = { kind: 'error' | 'done'; text: string } | null;

/** An action's words, for the list and the notices ("Select card 3"). */
function useActionWord() {
  const { t } = useTranslation('kitchen');
  return (action: BoardAction) => {
    const nth = cardIndexOf(action);
    return nth === null
      ? t(`keys.actions.${action as 'previous'}`) // one of the named actions
      : t('keys.actions.card', { n: nth + 1 });
  };
}

/**
 * The board's key map, as this device has it, each key changed by pressing it: "Change" waits for the
 * next key (Escape keeps the old one, Tab moves on). A key already doing another action, Tab or Escape is
 * refused, and the map stays as it was. Changes are kept at once.
 */
export function KeyMapEditor({ keyMap }: { keyMap: KeyMap }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const dir = useDirection();
  const word = useActionWord();
  const keyWords = useKeyWords();
  const [capturing, setCapturing] = useState<BoardAction | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const onCaptureKey = (action: BoardAction, event: KeyboardEvent) => {
    if (event.key === 'Tab') return setCapturing(null);
    // Escape cancels here and closes nothing else.
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') return setCapturing(null);
    const key = keyName(event);
    if (!key) return; // a modifier alone: wait for the key itself
    setCapturing(null);
    const result = bindKey(keyMap, action, key, dir);
    if (result.ok) {
      saveDeviceSettings({ keyMap: result.map });
      setNotice({ kind: 'done', text: t('keys.saved', { action: word(action) }) });
    } else
      setNotice({
        kind: 'error',
        text: result.reason === 'taken' ? t('keys.taken', { action: word(result.by) }) : t('keys.reserved'),
      });
  };

  return (
    <div className={styles.editor}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('keys.action')}</th>
            <th scope="col" className={styles.keyCell}>
              {t('keys.key')}
            </th>
          </tr>
        </thead>
        <tbody>
          {BOARD_ACTIONS.map((action) => (
            <tr key={action}>
              <th scope="row">{word(action)}</th>
              <td className={styles.keyCell}>
                <Button
                  className={mergeClasses(styles.capture, capturing === action && styles.capturing)}
                  aria-label={t('keys.change', { action: word(action), key: keyWords(keyMap[action]) })}
                  aria-pressed={capturing === action}
                  onClick={() => {
                    setNotice(null);
                    setCapturing(action);
                  }}
                  onBlur={() => setCapturing((c) => (c === action ? null : c))}
                  onKeyDown={capturing === action ? (event) => onCaptureKey(action, event) : undefined}
                >
                  {capturing === action ? t('keys.press') : <KeyCap name={keyMap[action]} />}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.status} role="status">
        {capturing ? t('keys.pressFor', { action: word(capturing) }) : notice?.kind === 'done' ? notice.text : ''}
      </p>
      {notice?.kind === 'error' ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button
        className={styles.reset}
        icon={<ArrowResetRegular />}
        onClick={() => {
          setCapturing(null);
          saveDeviceSettings({ keyMap: DEFAULT_KEY_MAP });
          setNotice({ kind: 'done', text: t('keys.resetDone') });
        }}
      >
        {t('keys.reset')}
      </Button>
    </div>
  );
}
