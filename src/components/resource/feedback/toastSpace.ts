import { useLayoutEffect, type RefObject } from 'react';

/**
 * The kit's toasts stack at the bottom right, over whatever is there. A detail drawer keeps its footer (and so
 * its body, History included) above them: each shown toast reports its height, and the total the stack takes
 * from the bottom of the window is published as a CSS variable the drawer reserves under its footer.
 */
export const TOAST_SPACE_VARIABLE = '--kit-toast-space';
/** The space the shown toasts take at the bottom of the window (0 without toasts). */
export const TOAST_SPACE = `var(${TOAST_SPACE_VARIABLE}, 0px)`;
/** Fluent's toaster sits 16 px above the window's edge and puts 16 px above each toast. */
const TOASTER_EDGE_PX = 16;
const TOAST_GAP_PX = 16;

const heights = new Map<object, number>();

/** The stack's height from the window's bottom edge: the edge, then each toast and the gap above it. */
export function toastSpace(toastHeights: Iterable<number>): number {
  let total = 0;
  for (const height of toastHeights) total += height + TOAST_GAP_PX;
  return total ? total + TOASTER_EDGE_PX : 0;
}

function publish() {
  document.documentElement.style.setProperty(TOAST_SPACE_VARIABLE, `${toastSpace(heights.values())}px`);
}

/** Counts the toast `ref` holds in the reserved space while it is shown. */
export function useReservedToastSpace(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const key = {};
    const measure = () => {
      heights.set(key, element.offsetHeight);
      publish();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      heights.delete(key);
      publish();
    };
  }, [ref]);
}
