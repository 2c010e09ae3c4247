export { Shell } from './Shell';
export { NAV, visibleNav } from './nav';
export type { NavEntry, NavGroup } from './nav';
export { NotFoundPage } from './NotFoundPage';
