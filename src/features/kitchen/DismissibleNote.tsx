import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  type MessageBarProps,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

interface DismissibleNoteProps {
  intent: MessageBarProps['intent'];
  role: 'status' | 'alert';
  className?: string;
  /** The dismiss button's name ("Dismiss"): it shows only its ✕. */
  dismissLabel: string;
  onDismiss: () => void;
  children: ReactNode;
}

/** A message on an order card that stays until the cook dismisses it with its ✕: what changed, a refused tap, an error. */
export function DismissibleNote({ intent, role, className, dismissLabel, onDismiss, children }: DismissibleNoteProps) {
  return (
    <MessageBar intent={intent} layout="multiline" role={role} className={className}>
      <MessageBarBody>{children}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" aria-label={dismissLabel} icon={<DismissRegular />} onClick={onDismiss} />
        }
      />
    </MessageBar>
  );
}
