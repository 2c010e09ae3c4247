import { useAppSelector } from '../../store/hooks';
import { selectProfile } from '../../api/sessionSlice';
import { useCurrentLanguage } from '../../i18n';
import { kitchenZone } from '../../lib/zones';
import { useCanFn } from '../access';
import { useAppName, useAppSettings } from '../settings';
import { greetingLine } from './greeting';
import { QUICK_LINKS } from './quickLinks';

/** The dashboard's controller: who is greeted and how, whether the day's figures show, and the links they may open. */
export function useDashboardPage() {
  const language = useCurrentLanguage();
  const profile = useAppSelector(selectProfile);
  const appName = useAppName();
  const canDo = useCanFn();
  // The business's day and hour, as the figures below count them.
  const greeting = greetingLine(Date.now(), kitchenZone(useAppSettings()), undefined, language);
  return {
    profile,
    appName,
    greeting,
    name: profile?.display_name ?? '',
    links: QUICK_LINKS.filter((link) => canDo(link.resource, 'list')),
    showStats: canDo('stats', 'list'),
  };
}
