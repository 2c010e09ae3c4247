import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../resources/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectProfile } from '../../api/sessionSlice';
import { keepBodyDummiesOutOfTabOrder } from '../../components/a11y/tabsterDummies';
import { useAppChromeHidden } from '../../lib/appChrome';
import { useNavigationPending } from '../../lib/navigationPending';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { kitchenZone } from '../../lib/zones';
import { useCanFn } from '../access';
import { useSignOut } from '../auth';
import { selectSidebarCollapsed, sidebarToggled, useAppName, useAppSettings } from '../settings';
import { NAV, visibleNav } from './nav';
import { useTopOnNewScreen } from './useTopOnNewScreen';

/** Pages that show their own offline notice (the board as it was): the shell's banner stays off there. */
const OWN_OFFLINE_NOTICE = [paths.kitchenOrders.list, paths.production.list];
const showsOwnOfflineNotice = (pathname: string) =>
  OWN_OFFLINE_NOTICE.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The signed-in frame's controller: the navigation the user may see, the rail's collapse (kept in the
 * settings) or the phone's drawer, the signed-in profile and its actions, whether the page hides the chrome
 * or shows its own offline notice, and the page's scroll back to the top on a new screen.
 */
export function useShell() {
  const dispatch = useAppDispatch();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const profile = useAppSelector(selectProfile);
  const appName = useAppName();
  const settings = useAppSettings();
  const { pathname } = useLocation();
  const canDo = useCanFn();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const chromeHidden = useAppChromeHidden();
  const mainRef = useRef<HTMLElement>(null);
  const moving = useNavigationPending();
  useTopOnNewScreen(mainRef);
  useEffect(() => keepBodyDummiesOutOfTabOrder(), []);

  return {
    groups: visibleNav(NAV, (resource) => canDo(resource, 'list')),
    small,
    collapsed,
    profile,
    appName,
    logo: settings.app_logo,
    zone: kitchenZone(settings),
    drawerOpen,
    setDrawerOpen,
    toggleCollapsed: () => dispatch(sidebarToggled()),
    chromeHidden,
    showsOfflineBanner: !showsOwnOfflineNotice(pathname),
    mainRef,
    moving,
    signOut,
    openJobs: () => navigate(paths.jobs),
  };
}
