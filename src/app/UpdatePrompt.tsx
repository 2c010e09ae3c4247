import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from '../i18n/useTranslation';
import { appUpdate } from '../sw/appUpdate';

const useStyles = makeStyles({
  // Floats at the bottom, on the start side (the kit's toasts take the end side), above the page.
  root: {
    position: 'fixed',
    insetBlockEnd: tokens.spacingVerticalL,
    insetInlineStart: tokens.spacingHorizontalL,
    maxWidth: 'min(480px, calc(100vw - 32px))',
    zIndex: 1000,
    boxShadow: tokens.shadow16,
  },
});

/**
 * "A new version is ready": the app moves to it on the next change of screen with nothing unsaved, or now
 * with Reload. Later hides the notice; the move still happens at the next safe change of screen.
 */
export default function UpdatePrompt({ onLater }: { onLater: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('words');
  return (
    <MessageBar intent="info" layout="multiline" className={styles.root} politeness="polite">
      <MessageBarBody>
        <MessageBarTitle>{t('update.ready')}</MessageBarTitle>
        {t('update.when')}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" aria-label={t('update.later')} icon={<DismissRegular />} onClick={onLater} />
        }
      >
        <Button appearance="primary" onClick={appUpdate.applyUpdate}>
          {t('update.reload')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
