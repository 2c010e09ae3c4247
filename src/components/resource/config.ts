import type { ReactNode } from 'react';
import type {
  BaseRecord,
  FieldConfig,
  FormValues,
  KitSettings,
  ListArgs,
  ResourceColumn,
  ResourceEndpoints,
} from './types';

/*
 * The shape of a resource screen's configuration: a resource is configuration, not a copy. A feature folder declares one `ResourceConfig`; the kit renders its list, create modal and
 * detail drawer from it.
 */

/**
 * A resource screen: records of type `T` (the generated entity, e.g. `Product`), listed by a call that
 * takes `Q` (its generated argument type, e.g. `ListProductsApiArg`), which checks the filters' parameters.
 */
export interface ResourceConfig<T extends BaseRecord, Q = ListArgs> {
  /** Resource name as in paths and capabilities, e.g. 'product-variations'. */
  resource: string;
  /** 'Product Variations' (a catalogue key or text, as every text of a config) */
  label: string;
  /** 'Product Variation' */
  singular: string;
  /** The records in lower case, in sentences ('No {entity} found'); a catalogue key or text. */
  entity: string;
  /**
   * Counted records, a plural catalogue key ('words:resources.products.count' → "3 products"); without it
   * the kit counts with `singular` and `entity` in English.
   */
  count?: string;
  /** '/product-variations' */
  basePath: string;
  endpoints: ResourceEndpoints<T>;
  columns: ResourceColumn<T, Q>[];
  /** Placeholder of the search box; false hides it. */
  search?: string | false;
  create: {
    title: string;
    /** Modal width in px (default 600; users 640). */
    width?: number;
    fields: FieldConfig[];
    /** After Save, open the new record's drawer instead of going back to the list (a generated invoice). */
    openCreated?: boolean;
    /**
     * More of the form under the fields (an order's items): a hook the modal calls with the form's values, and the
     * values another screen filled the modal with (`prefillCreate`), also those no field takes.
     */
    useExtra?: (values: FormValues, prefill?: FormValues) => CreateExtra<T>;
  };
  drawer: {
    /** Title of the drawer. */
    title: (record: T) => string;
    /** Field edited inline in the title (absent: the title is not editable). */
    titleField?: string;
    /** Shown before the inline-edited title and not editable with it (an order's `#00042`). */
    titlePrefix?: (record: T) => string;
    /** Image shown (and uploaded at once) at the top of the drawer. */
    image?: DrawerImage;
    fields: FieldConfig[];
    /** 'Delete Outlet' */
    deleteLabel?: string;
    /** The fields and Date Created as a titled card (menus: 'Menu Info'). */
    fieldsTitle?: string;
    /** Route parameter holding the record id (default 'id'; menus: 'menuId'). */
    idParam?: string;
    /**
     * A part shown above the fields, to anyone who may open the record (it guards its own actions), e.g. an
     * order's Urgent switch: what staff should see without scrolling.
     */
    lead?: (record: T, save: DrawerSave) => ReactNode;
    /**
     * Fields the record's history names that the drawer does not edit as fields (an order's urgent flag, set
     * by `lead`): their labels and values in the history's words.
     */
    historyFields?: FieldConfig[];
    /**
     * Why this record cannot be changed or deleted, if it cannot (a catalogue key or text: an issued invoice
     * is corrected by a credit note). The drawer then shows it read-only with this reason.
     */
    locked?: (record: T) => string | undefined;
    /** Extra actions (e.g. Change Password) rendered below the fields. */
    extra?: (record: T, save: DrawerSave) => ReactNode;
    /** Show `extra` to users who may only view (it guards its own actions), e.g. an order's items and totals. */
    extraForViewers?: boolean;
    /**
     * A hook asking before each save of the drawer (fields, title, `lead` and `extra` alike) is sent: a standing
     * order's change rewrites its orders still to come. Declined, the save is not sent and the field goes back.
     */
    useConfirmSave?: (record: T | undefined) => SaveConfirm;
    /**
     * The IANA zone Date Created and the history are shown in, named when not the browser's (default: the
     * record's outlet's zone, else the kitchen's).
     */
    zone?: (record: T, settings: KitSettings) => string;
  };
  /**
   * Refusals a user with the capability may write past with a reason (an order after its cut-off): the create
   * modal and the drawer ask for the reason and send again with `flag: true` and `reason`. Several rules may
   * apply (an order's cut-off and its organization's credit limit): the one whose codes hold the refusal's asks.
   */
  override?: WriteOverride | readonly WriteOverride[];
  /** Name of a record in confirmations and toasts. */
  recordName: (record: T) => string;
  /** Rows expand (a button named "Expand row") to show this under the row, e.g. an order's items. */
  expandRow?: (record: T) => ReactNode;
  /** Extra buttons in the list header (given the list's wire filters), e.g. 'Export Order Items'. */
  headerActions?: (filters: Record<string, string>) => ReactNode;
  /** Import/Export buttons; the import modal's title is 'Import Records' unless `importTitle` names it ('Import Products'). */
  dataTransfer?: { import?: boolean; export?: boolean; importTitle?: string };
  /**
   * What a report says of all its rows, under the table (the ageing report: its date and each column's
   * total), from the list answer's `meta`.
   */
  summary?: (meta: Record<string, unknown>) => ReactNode;
  /** A card view (products): cards per page and the card renderer. */
  cards?: {
    /** The first is the default (products: 12). */
    pageSizes: number[];
    render: (record: T) => ReactNode;
    /** Id of a column with a lookup filter shown as a row of tags over the cards (products: category). */
    tagFilter?: string;
  };
}

/** Refusals (409 codes) that holders of `resource::action` may override, and the body properties that do it. */
export interface WriteOverride {
  codes: readonly string[];
  resource: string;
  action: string;
  flag: string;
  reason: string;
  /** Translation key of the prompt's hint (who may, and that the reason is kept); the cut-off's by default. */
  hint?: string;
}

/** An image at the top of the drawer, uploaded as soon as it is chosen. */
export interface DrawerImage {
  field: string;
  label: string;
  shape?: 'circular' | 'square';
}

/** Asks before a drawer save is sent (`drawer.useConfirmSave`). */
export interface SaveConfirm {
  /** Resolves true to send the save, false to drop it. Asked in the save's turn of the drawer's queue. */
  confirm: (changes: Record<string, unknown> | FormData) => Promise<boolean>;
  /** The dialog it asks with, rendered by the drawer. */
  dialog: ReactNode;
}

/**
 * Saves changes of the open record (the drawer's queue). Resolves with an error text, or null: saved, or not sent
 * because the user declined it (`drawer.useConfirmSave`).
 */
export type DrawerSave = (changes: Record<string, unknown> | FormData) => Promise<string | null>;

/** A part of the create form the kit does not know: rendered under the fields, saved after the record. */
export interface CreateExtra<T> {
  content: ReactNode;
  /** Checked with the fields on Save; false keeps the modal open (the extra shows its own messages). */
  validate?: () => boolean;
  /** What it adds to the record's own body (a JSON body only): a standing order's items go in with it. */
  body?: () => Record<string, unknown>;
  /**
   * Runs once the record is created. Resolves to nothing when all went well (back to the list), or to what
   * failed: the record stays, the message is shown and its drawer opens. `askOverride` is the modal's override
   * prompt: for a refusal the user may write past (an order's items past its credit limit), what to send again
   * with, or null.
   */
  afterCreate?: (
    record: T,
    askOverride: (error: unknown) => Promise<Record<string, unknown> | null>,
  ) => Promise<string | undefined>;
}
