import { UNSAFE_createBrowserHistory } from 'react-router';
import { mayLeave } from '../lib/leaveGuard';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

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
  guarded.push = (to, state) => {
    if (mayLeave()) history.push(to, state);
  };
  guarded.replace = (to, state) => {
    if (mayLeave()) history.replace(to, state);
  };
  // The move back to where the user chose to stay; the router never sees it either.
  let restoring = false;
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
      listener(update);
    });
  return guarded;
}
