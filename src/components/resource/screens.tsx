import { lazy, Suspense, type ComponentType } from 'react';
import { ResourceList } from './ResourceList';
import type { BaseRecord, ResourceConfig } from './types';

// The create modal and the detail drawer are shared chunks of the kit, loaded when first opened.
type ConfigProps = { config: ResourceConfig<BaseRecord> };
const CreateModal = lazy(() =>
  import(/* webpackChunkName: "kit-create" */ './CreateModal').then((m) => ({
    default: m.CreateModal as ComponentType<ConfigProps>,
  })),
);
const DetailDrawer = lazy(() =>
  import(/* webpackChunkName: "kit-drawer" */ './DetailDrawer').then((m) => ({
    default: m.DetailDrawer as ComponentType<ConfigProps>,
  })),
);

/**
 * The three route elements of a resource — list, create modal (`/R/create`) and detail drawer (`/R/:id`) —
 * from its configuration. The create and show routes are children of the list route, so they open over it.
 */
export function resourceScreens<T extends BaseRecord>(config: ResourceConfig<T>) {
  function List() {
    return <ResourceList config={config} />;
  }
  function Create() {
    return (
      <Suspense fallback={null}>
        <CreateModal config={config as unknown as ResourceConfig<BaseRecord>} />
      </Suspense>
    );
  }
  function Show() {
    return (
      <Suspense fallback={null}>
        <DetailDrawer config={config as unknown as ResourceConfig<BaseRecord>} />
      </Suspense>
    );
  }
  List.displayName = `${config.label.replace(/\s/g, '')}List`;
  Create.displayName = `${config.label.replace(/\s/g, '')}Create`;
  Show.displayName = `${config.label.replace(/\s/g, '')}Show`;
  return { List, Create, Show };
}

export type ResourceScreens = ReturnType<typeof resourceScreens>;
