export { can, mapAction, capabilityResource, requiredCapabilities, DENIAL_REASON } from './can';
export type { AccessResult, Action } from './can';
export { useCan, useCanFn } from './useCan';
export { RequireAccess } from './RequireAccess';
export { AccessDeniedPage } from './AccessDeniedPage';
