import {
  Button,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useToastController,
} from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { registerToastHost } from './toastBus';
import { useReservedToastSpace } from './toastSpace';
import { KIT_TOASTER_ID } from './undo';
import { useTranslation } from '../../../i18n/useTranslation';

/** Seconds left until `endsAt`, re-rendered while counting (at least 0). */
function useSecondsLeft(endsAt: number): number {
  const left = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const interval = setInterval(() => setSeconds(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))), 250);
    return () => clearInterval(interval);
  }, [endsAt]);
  return seconds;
}

function UndoToast({ endsAt, title, onUndo }: { endsAt: number; title: string; onUndo: () => void }) {
  const seconds = useSecondsLeft(endsAt);
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation(['kit', 'common']);
  useReservedToastSpace(ref);
  return (
    <Toast ref={ref}>
      <ToastTitle
        action={
          <ToastTrigger>
            <Button size="small" appearance="primary" icon={<ArrowUndoRegular />} onClick={onUndo}>
              {t('toasts.undo')}
            </Button>
          </ToastTrigger>
        }
      >
        {title}
      </ToastTitle>
      <ToastBody>
        <span role="timer" aria-live="polite">
          {t('toasts.countdown', { count: seconds })}
        </span>
      </ToastBody>
    </Toast>
  );
}

/** A notice: its title and, when given, a second line. */
function NoticeToast({ title, body }: { title: ReactNode; body?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useReservedToastSpace(ref);
  return (
    <Toast ref={ref}>
      <ToastTitle>{title}</ToastTitle>
      {body ? <ToastBody>{body}</ToastBody> : null}
    </Toast>
  );
}

/** The kit's Toaster; registers itself with the toast bus once mounted. */
export function ToastHost() {
  const { dispatchToast, dismissToast } = useToastController(KIT_TOASTER_ID);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => setReady(true), []);
  useEffect(() => {
    if (!ready) return;
    return registerToastHost((request) => {
      if (request.kind === 'dismiss') dismissToast(request.toastId);
      else if (request.kind === 'undo')
        dispatchToast(<UndoToast endsAt={request.endsAt} title={request.title} onUndo={request.onUndo} />, {
          toastId: request.toastId,
          timeout: -1,
          intent: 'info',
        });
      else
        dispatchToast(<NoticeToast title={request.title} body={request.body} />, {
          intent: request.intent,
          timeout: request.intent === 'error' ? 8000 : 5000,
        });
    });
  }, [ready, dispatchToast, dismissToast]);
  // bottom-end: the reading way's end (left in Arabic), as Fluent mirrors it in right to left.
  return <Toaster toasterId={KIT_TOASTER_ID} position="bottom-end" pauseOnHover pauseOnWindowBlur />;
}

export default ToastHost;
