import { RESOURCE_IDENTITIES, type IdentityKey } from '../../../../src/api/generated/resources';

/**
 * What a definition takes from the resource's identity in the contract (`x-resource` on its list operation,
 * generated into src/api/generated/resources.ts): its URL and export name, the operationId stems its handlers
 * answer to, and the noun its messages use ("This product variation was changed by someone else").
 */
export function identityOf(key: IdentityKey): {
  name: string;
  singular: string;
  plural: string;
  singularLabel: string;
} {
  const { name, singular, stems } = RESOURCE_IDENTITIES[key];
  const { plural, singular: singularStem = plural }: { plural: string; singular?: string } = stems;
  return { name, singular: singularStem, plural, singularLabel: singular.toLowerCase() };
}
