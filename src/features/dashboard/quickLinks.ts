import type { FluentIcon } from '@fluentui/react-icons';
import { paths } from '../../resources/paths';
import { RESOURCE_ICONS } from '../../resources/icons';
import {
  hasQuickLink,
  RESOURCE_KEYS,
  RESOURCES,
  type QuickLinkKey,
  type ResourceEntry,
} from '../../resources/registry';

export interface QuickLink {
  /** English title and description (the catalogue's source text); the dashboard shows the keys translated. */
  title: string;
  description: string;
  titleKey: `dashboard:quickLinks.links.${string}.title`;
  descriptionKey: `dashboard:quickLinks.links.${string}.description`;
  to: string;
  resource: string;
  icon: FluentIcon;
}

const quickLinkOf = (key: QuickLinkKey): NonNullable<ResourceEntry['quickLink']> => RESOURCES[key].quickLink;

/** Dashboard shortcuts (registry `quickLink`), most used first; each shows only if the user may list its resource. */
export const QUICK_LINKS: QuickLink[] = RESOURCE_KEYS.filter(hasQuickLink)
  .sort((a, b) => quickLinkOf(a).rank - quickLinkOf(b).rank)
  .map((key) => ({
    title: quickLinkOf(key).title ?? RESOURCES[key].label,
    description: quickLinkOf(key).description,
    titleKey: `dashboard:quickLinks.links.${key}.title`,
    descriptionKey: `dashboard:quickLinks.links.${key}.description`,
    to: paths[key].list,
    resource: RESOURCES[key].name,
    icon: RESOURCE_ICONS[key].regular,
  }));
