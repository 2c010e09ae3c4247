import { useId, useState } from 'react';

/** Up to two capitals, one per word of the app's name: the brand mark when there is no logo. */
export function monogramOf(appName: string): string {
  return appName
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The sidebar's state: narrow only as the collapsed desktop rail (the drawer always fills), and its mark. */
export function useSidebar({
  appName,
  collapsed,
  variant,
}: {
  appName: string;
  collapsed: boolean;
  variant: 'rail' | 'drawer';
}) {
  const narrow = variant === 'rail' && collapsed;
  return { narrow, monogram: monogramOf(appName) };
}

/** A titled group: open at first, toggled by its button, which controls the list by `listId`. */
export function useSidebarGroup() {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const toggle = () => setOpen((v) => !v);
  return { open, listId, toggle };
}
