import { useRef } from 'react';
import { useCrowded } from '../../components/resource';

/**
 * The board header's controller: where the header is narrower than its controls on one line (a 1024 px
 * tablet with the sidebar open), Full screen and Refresh fold to named icon buttons; phones always do.
 */
export function useBoardHeader(phone: boolean) {
  const headerRef = useRef<HTMLElement>(null);
  const sideRef = useRef<HTMLDivElement>(null);
  const crowded = useCrowded(headerRef, [sideRef], !phone);
  return { headerRef, sideRef, iconsOnly: phone || crowded };
}
