import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The width a row's child takes at its natural size: a cut (ellipsised) title counts whole. */
const naturalWidth = (el: Element) => Math.max((el as HTMLElement).offsetWidth, el.scrollWidth);

/** The width a flex row needs to lay `parts` side by side at their natural size, gaps included. */
function neededWidth(row: HTMLElement, parts: HTMLElement[]): number {
  const gap = (el: HTMLElement) => parseFloat(getComputedStyle(el).columnGap) || 0;
  const partWidth = (part: HTMLElement) => {
    const children = [...part.children];
    if (!children.length) return naturalWidth(part);
    return children.reduce((sum, child) => sum + naturalWidth(child), 0) + gap(part) * (children.length - 1);
  };
  return parts.reduce((sum, part) => sum + partWidth(part), 0) + gap(row) * (parts.length - 1);
}

/**
 * Whether `row` is too narrow to show `parts` (each a flex row of its own) side by side on one line. The
 * width they need is measured while everything shows; once crowded, the row is compared with that width
 * on every resize, so what folds away comes back only when it fits again, without flicker.
 */
export function useCrowded(row: RefObject<HTMLElement | null>, parts: RefObject<HTMLElement | null>[], enabled = true) {
  const [crowded, setCrowded] = useState(false);
  const needed = useRef(0);
  useLayoutEffect(() => {
    const el = row.current;
    if (!enabled || !el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const elements = parts.map((p) => p.current).filter((p): p is HTMLElement => !!p);
      if (!crowded) needed.current = neededWidth(el, elements);
      // Half a pixel of slack: sub-pixel widths are rounded in offsetWidth.
      setCrowded(el.clientWidth + 0.5 < needed.current);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (!crowded) for (const part of parts) if (part.current) observer.observe(part.current);
    return () => observer.disconnect();
    // `parts` are refs: stable objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row, enabled, crowded]);
  return enabled && crowded;
}
