import { RESOURCES, resourceByName, type ResourceEntry } from '../../resources/registry';
import { RESOURCE_TAGS, TAG_TYPES, type ResourceName, type TagType } from '../tags';
import type { Changed } from './changeEvents';

/**
 * The cache tags to invalidate for a change event: each named resource's whole tag type (its lists and
 * every record of it open in a drawer or page), and the settings for resources they derive from; every
 * tag on a reset. Names this client does not know are ignored.
 */
export function changeTags(changed: Changed): TagType[] {
  if (changed === 'all') return [...TAG_TYPES];
  const tags = new Set<TagType>();
  for (const name of changed) {
    const key = resourceByName(name);
    if (!key) continue;
    tags.add(RESOURCE_TAGS[name as ResourceName]);
    if ((RESOURCES[key] as ResourceEntry).changesSettings) tags.add('Settings');
  }
  return [...tags];
}
