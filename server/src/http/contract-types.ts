import type { components, operations } from '../../../src/api/generated/schema';

/** Types generated from openapi/openapi.yaml (npm run codegen), for handlers to be checked against. */
export type Schemas = components['schemas'];

/** The contract's operations by operationId, as generated. */
export type Operations = operations;
