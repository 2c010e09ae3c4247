import { createContext, useContext } from 'react';

/**
 * True while the router is moving to another screen whose code or data is still loading: the old screen
 * stays on view until the new one is ready, so the shell shows that the move is under way.
 */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);
