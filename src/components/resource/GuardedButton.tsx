import { Button, Tooltip, type ButtonProps } from '@fluentui/react-components';
import { forwardRef } from 'react';
import type { AccessResult } from './types';
import { useTranslation } from '../../i18n/useTranslation';
import { accessReasonText } from './text';

type GuardedButtonProps = ButtonProps & {
  access: AccessResult;
  /** Hidden instead of disabled when not permitted. */
  hideWhenDenied?: boolean;
  /** Tooltip of the permitted button (icon-only buttons). */
  tip?: string;
};

/**
 * A button subject to access: hidden, or disabled with the denial reason
 * ('Missing Required AUthorization') in its tooltip and description. Disabled buttons stay focusable so
 * keyboard and screen-reader users can learn why.
 */
export const GuardedButton = forwardRef<HTMLButtonElement, GuardedButtonProps>(function GuardedButton(
  { access, hideWhenDenied, tip, ...props },
  ref,
) {
  useTranslation(); // the reason follows the language
  if (!access.can && hideWhenDenied) return null;
  if (!access.can) {
    return (
      <Tooltip content={accessReasonText(access.reason)} relationship="description" withArrow>
        <Button {...props} ref={ref} disabledFocusable onClick={undefined} />
      </Tooltip>
    );
  }
  if (tip)
    return (
      <Tooltip content={tip} relationship="label" withArrow>
        <Button {...props} ref={ref} />
      </Tooltip>
    );
  return <Button {...props} ref={ref} />;
});
