import { RESOURCE_IDENTITIES } from '../../src/api/generated/resources';

/** The resources with records of their own (the seven operations), as the contract declares them (`x-resource`). */
export const RECORD_RESOURCES = Object.values(RESOURCE_IDENTITIES).filter((identity) => identity.operations === 'crud');

/** Their URL names (`product-variations`). */
export const RECORD_RESOURCE_NAMES: string[] = RECORD_RESOURCES.map((identity) => identity.name);
