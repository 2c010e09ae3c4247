import { UNSAFE_createBrowserHistory } from 'react-router';
import { mayLeave } from '../lib/leaveGuard';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The browser history with push/replace gated by the leave guards (lib/leaveGuard). The app uses the
 * declarative router over this history: the data router (createBrowserRouter) costs ~17 kB gzip more and
 * would push the /login route over its 150 kB budget.
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
  return guarded;
}
