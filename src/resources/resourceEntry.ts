/** The shape of one entry of the resource registry (./registry), and the names it uses. A leaf module. */

/** The sub-menus of the sidebar; a resource without a group is a top-level entry. */
export type SidebarGroup = 'Clients' | 'Products' | 'Orders' | 'Billing' | 'User Management';

/** The generated api slices (one per OpenAPI tag, `src/api/generated/<slice>.ts`). */
export type ApiSlice = 'clients' | 'products' | 'menus' | 'orders' | 'kitchen' | 'billing' | 'users';

/**
 * An entry: the resource's identity from the contract (`x-resource` on its list operation, generated into
 * api/generated/resources: name, labels, stems, operations, slice, capability) and how the screens show it.
 */
export interface ResourceEntry {
  /** API path segment, export/import name and list path: 'product-variations'. */
  name: string;
  /** Capability resource: the name with `-` → `_` ('product_variations'). */
  capability: string;
  /** Plural label: page titles, sidebar, list headings ('Product Variations'). */
  label: string;
  /** Singular label: create/show page titles ('Product Variation'). */
  singular: string;
  /**
   * operationId stems (docs/contract-conventions.md): `list${plural}`, `add${singular}`, ... The plural
   * is also the RTK Query cache tag of the resource.
   */
  stems: { plural: string; singular?: string };
  /** 'crud': the seven operations and list + create + show screens; 'list': a read-only list. */
  operations: 'crud' | 'list';
  /** The generated api slice that holds the operations. */
  api: ApiSlice;
  /** Resources embedded in this one's rows: when one of them changes, this resource's lists refetch. */
  embeds?: readonly string[];
  /** Changing a row changes the server's settings (kitchen_time_zone is the zone most outlets use). */
  changesSettings?: true;
  /** A resource shown inside its parent's screens: no list path, sidebar entry nor route of its own. */
  within?: string;
  /**
   * A list resource ('list') whose writes are operations of its own, shown in the kit's screens all the same:
   * 'create', its create modal at `/R/create` (an invoice generated, a payment recorded); 'show', its drawer
   * at `/R/:id` (an invoice).
   */
  kitScreens?: readonly ('create' | 'show')[];
  /** 'custom': the routes are written by hand in app/authenticatedRoutes; default: the kit's list + create + show. */
  routes?: 'custom';
  /** Shown in the sidebar (to users who may list it), in registry order; `label` overrides the entry text. */
  sidebar?: { group?: SidebarGroup; label?: string };
  /** A dashboard shortcut: `rank` orders them (most used first); `title` defaults to the label. */
  quickLink?: { rank: number; title?: string; description: string };
  /** A lookup select source: searched server-side, ordered by `orderBy`. */
  lookup?: {
    orderBy: string;
    order?: 'DESC';
    /** The record field shown as the option (default `name`; a computed label lives in lookupSources). */
    labelField?: string;
    /** The record field holding the option's image. */
    imageField?: string;
    /** Avatar shape of the option image (logos square, people round by default). */
    shape?: 'square';
  };
}
