import { UNSAFE_createBrowserHistory, type To } from 'react-router';
import { mayLeave } from '../lib/leaveGuard';
import { appUpdate } from '../sw/appUpdate';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Going to another screen is the safe moment to move to a new build (sw/updateFlow): the destination is loaded
 * in the new build instead of being rendered in the old one. True when that happened (do not navigate).
 * A new query on the same screen (a list's page or filter) is not a change of screen.
 */
function movedToNewBuild(from: string, to: string): boolean {
  const destination = new URL(to, window.location.href);
  if (destination.pathname === from) return false;
  return appUpdate.moveBeforeNavigation(destination.pathname + destination.search + destination.hash);
}

/**
 * The browser history gated by the leave guards (lib/leaveGuard): a push or replace happens only when every
 * guard lets it, and so does browser back/forward. A back/forward has already moved the URL when the page
 * hears of it, so when the user stays the history is moved back by the same distance, and neither move
 * reaches the router: the screen, its form and what was typed stay as they were.
 *
 * The check sits in the history's one listener rather than in a `popstate` listener of the form: the router's
 * own `popstate` listener runs first in Chromium (capture or not), and React renders the new route inside it,
 * unmounting the form — and its listener — before that listener could run.
 *
 * The app uses the declarative router over this history: the data router (createBrowserRouter) costs ~17 kB
 * gzip more and would push the /login route over its 145 kB budget.
 */
export function createAppHistory(): History {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const guarded: History = Object.create(history);
  const moves = (to: To) => movedToNewBuild(history.location.pathname, history.createHref(to));
  guarded.push = (to, state) => {
    if (mayLeave() && !moves(to)) history.push(to, state);
  };
  guarded.replace = (to, state) => {
    if (mayLeave() && !moves(to)) history.replace(to, state);
  };
  // The move back to where the user chose to stay; the router never sees it either.
  let restoring = false;
  let shown = history.location.pathname;
  guarded.listen = (listener) =>
    history.listen((update) => {
      if (restoring) {
        restoring = false;
        return;
      }
      if (update.action === 'POP' && update.delta && !mayLeave()) {
        restoring = true;
        window.history.go(-update.delta);
        return;
      }
      // Back or forward to another screen: the browser has moved the URL; the new build loads it.
      if (update.action === 'POP' && movedToNewBuild(shown, history.createHref(update.location))) return;
      shown = update.location.pathname;
      listener(update);
    });
  return guarded;
}
