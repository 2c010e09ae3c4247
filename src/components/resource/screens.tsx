import { lazy, Suspense, type ComponentType } from 'react';
import { ResourceList } from './list/ResourceList';
import type { ResourceConfig } from './config';
import type { BaseRecord } from './types';

// The create modal and the detail drawer are shared chunks of the kit, loaded when first opened.
type ConfigProps = { config: ResourceConfig<BaseRecord> };
const loadCreate = () => import(/* webpackChunkName: "kit-create" */ './form/CreateModal');
const loadDrawer = () => import(/* webpackChunkName: "kit-drawer" */ './drawer/DetailDrawer');
const CreateModal = lazy(() => loadCreate().then((m) => ({ default: m.CreateModal as ComponentType<ConfigProps> })));
const DetailDrawer = lazy(() =>
  loadDrawer().then((m) => ({ default: m.DetailDrawer as ComponentType<ConfigProps & { recordId?: number }> })),
);

/** A lazy component cannot be generic: the config of any record type goes to the chunk's generic one. */
const anyRecord = <T extends BaseRecord>(config: ResourceConfig<T>) => config as unknown as ResourceConfig<BaseRecord>;

/** The kit's drawer from its shared chunk; `recordId` shows that record instead of the route's. */
export function LazyDetailDrawer<T extends BaseRecord>(props: { config: ResourceConfig<T>; recordId?: number }) {
  return <DetailDrawer config={anyRecord(props.config)} recordId={props.recordId} />;
}

/**
 * A link straight to a record (`/R/12`) or to the create modal (`/R/create`) needs the kit's drawer or modal
 * chunk as well as the screen's. Left to the route, that chunk is asked for only once the list has rendered
 * (the drawer is the list's nested route), at the end of the page's start-up; on a busy machine that put the
 * drawer seconds behind the list. Asked for when the screen's own chunk runs, it loads beside the list.
 */
function preloadFor(basePath: string) {
  if (typeof window === 'undefined') return;
  const path = window.location.pathname;
  if (!path.startsWith(`${basePath}/`)) return;
  const rest = path.slice(basePath.length + 1);
  if (rest === 'create') void loadCreate();
  else if (rest) void loadDrawer();
}

/**
 * The three route elements of a resource — list, create modal (`/R/create`) and detail drawer (`/R/:id`) —
 * from its configuration. The create and show routes are children of the list route, so they open over it.
 */
/** 'product-variations' → 'ProductVariations' (component names in React's tools). */
const screenName = (resource: string) =>
  resource.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());

export function resourceScreens<T extends BaseRecord>(config: ResourceConfig<T>) {
  preloadFor(config.basePath);
  function List() {
    return <ResourceList config={config} />;
  }
  function Create() {
    return (
      <Suspense fallback={null}>
        <CreateModal config={anyRecord(config)} />
      </Suspense>
    );
  }
  function Show() {
    return (
      <Suspense fallback={null}>
        <DetailDrawer config={anyRecord(config)} />
      </Suspense>
    );
  }
  List.displayName = `${screenName(config.resource)}List`;
  Create.displayName = `${screenName(config.resource)}Create`;
  Show.displayName = `${screenName(config.resource)}Show`;
  return { List, Create, Show };
}

export type ResourceScreens = ReturnType<typeof resourceScreens>;
