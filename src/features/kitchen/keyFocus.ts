/**
 * Where the board's keys stay quiet: whatever has focus keeps its own keys. No board key acts while a text
 * field, a list to choose from or a dialog has focus (typing a reject reason never bumps an order), nor
 * while a dialog is open; Enter and Space on a focused button or link stay that button's.
 */

/** Elements whose keys are their own: text, choices, menus, tabs. */
const OWN_KEYS = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="searchbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="spinbutton"]',
  '[role="slider"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="radiogroup"]',
  '[role="tablist"]',
  '[role="tree"]',
  '[role="grid"]',
].join(', ');

/** Dialogs, and whatever opens over the page: while one is open, the board behind it does nothing. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], dialog';
const OPEN_MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]';

/** Controls that Enter and Space activate. */
const CONTROL = 'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"]';

/** True when no board key may act with focus on `target` (the key press's target) in `doc`. */
export function keysBlockedAt(target: Element | null, doc: Document = document): boolean {
  if (doc.querySelector(OPEN_MODAL)) return true;
  if (!target) return false;
  return !!target.closest(OWN_KEYS) || !!target.closest(OVERLAY);
}

/** True when the focused `target` handles `key` itself: Enter or Space on a button or link. */
export function controlOwnsKey(target: Element | null, key: string): boolean {
  return (key === 'Enter' || key === 'Space') && !!target?.closest(CONTROL);
}
