import { useEffect, useRef, useState } from 'react';

/** Elements a keyboard user can Tab to. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]):not([data-tabster-dummy])';

/** The first element in `container` a keyboard user can reach, if any. */
export function firstTabbable(container: ParentNode): HTMLElement | null {
  for (const el of container.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (el.closest('[aria-hidden="true"], [inert]')) continue;
    if (el.offsetParent !== null || el.getClientRects().length > 0) return el;
  }
  return null;
}

/**
 * A ref callback that moves focus to the first tabbable element of the element once it is mounted (a
 * popover's content when it opens), unless focus is already inside it.
 */
export function focusFirstIn(el: HTMLElement | null) {
  if (!el || el.contains(document.activeElement)) return;
  firstTabbable(el)?.focus({ preventScroll: true });
}

/**
 * Focus back on `target` after what it opened closes, unless the user has put focus somewhere else on the
 * page meanwhile (a click outside on another control): only when focus is lost or still inside `inside`.
 */
export function returnFocus(target: HTMLElement | null | undefined, inside?: Element | null) {
  if (!target?.isConnected) return false;
  const active = document.activeElement;
  if (active && active !== document.body && !inside?.contains(active)) return false;
  target.focus({ preventScroll: true });
  return true;
}

/** What opened a drawer or modal, to find it again once the page under it has re-rendered. */
interface Opener {
  element: HTMLElement;
  id: string;
  href: string | null;
  label: string | null;
}

function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return {
    element: active,
    id: active.id,
    href: active.getAttribute('href'),
    label: active.getAttribute('aria-label'),
  };
}

const escape = (value: string) => CSS.escape(value);
function findOpener(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element;
  const tag = opener.element.tagName.toLowerCase();
  const selector = opener.id
    ? `#${escape(opener.id)}`
    : opener.href !== null
      ? `${tag}[href="${escape(opener.href)}"]`
      : opener.label !== null
        ? `${tag}[aria-label="${escape(opener.label)}"]`
        : null;
  return selector ? document.querySelector<HTMLElement>(selector) : null;
}

/** The modal dialog open now (the topmost, when one opened over another), if any. */
function openModal(): HTMLElement | null {
  const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return modals.length ? modals[modals.length - 1] : null;
}

/** Frames to wait for the page under a closed drawer to render the element that opened it. */
const RETURN_FRAMES = 30;

/**
 * Puts focus back on the element that had it when the calling component (a drawer, a modal) mounted, once
 * it unmounts: the row link that opened a drawer, the Add New button that opened a modal. A list that
 * re-rendered meanwhile is searched for the same link (or button) again.
 */
export function useReturnFocusOnClose() {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : openerOf(document.activeElement)));
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (!opener) return;
      let frames = 0;
      const attempt = () => {
        if (mounted.current) return;
        const target = findOpener(opener);
        // What closed may have handed over to another modal (a create modal to the new record's drawer):
        // focus belongs in that one, never on the page behind it.
        const modal = openModal();
        if (modal && !(target && modal.contains(target))) {
          if (!modal.contains(document.activeElement)) (firstTabbable(modal) ?? modal).focus({ preventScroll: true });
          if (!modal.contains(document.activeElement) && frames++ < RETURN_FRAMES) requestAnimationFrame(attempt);
          return;
        }
        if (target) target.focus({ preventScroll: false });
        else if (frames++ < RETURN_FRAMES) requestAnimationFrame(attempt);
      };
      requestAnimationFrame(attempt);
    };
  }, [opener]);
}
