import { useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** The screen a path belongs to: its first segment ('/products/12' and '/products' are one screen). */
export const screenOf = (pathname: string) => pathname.split('/')[1] ?? '';

/**
 * Another screen opens at its top: the page scrolls inside `main`, which the router keeps, so without this
 * a list left scrolled down would open the next screen (the board) with its title and actions out of view.
 * A drawer or modal over the same list, or a new page or filter of it, keeps the list where it was.
 */
export function useTopOnNewScreen(main: RefObject<HTMLElement | null>) {
  const screen = screenOf(useLocation().pathname);
  useLayoutEffect(() => {
    if (main.current) main.current.scrollTop = 0;
  }, [main, screen]);
}
