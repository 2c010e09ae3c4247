import { RESOURCE_KEYS, RESOURCES, type ResourceTag } from '../resources/registry';

export type { ResourceName, ResourceTag } from '../resources/registry';

/** RTK Query tag types: one per resource (its plural operation stem), by resource name. */
export const RESOURCE_TAGS = Object.fromEntries(
  RESOURCE_KEYS.map((key) => [RESOURCES[key].name, RESOURCES[key].stems.plural]),
) as { [K in keyof typeof RESOURCES as (typeof RESOURCES)[K]['name']]: (typeof RESOURCES)[K]['stems']['plural'] };

/** Tags that are not a resource's: the signed-in user's profile and the server settings. */
const OTHER_TAGS = ['Profile', 'Settings'] as const;

export type TagType = ResourceTag | (typeof OTHER_TAGS)[number];
export const TAG_TYPES: readonly TagType[] = [...Object.values(RESOURCE_TAGS), ...OTHER_TAGS];

/** The id of the sentinel tag every list provides and every create/delete invalidates. */
export const LIST_ID = 'LIST' as const;
