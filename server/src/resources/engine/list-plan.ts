/** A parsed list request (conditions in database values, sort, page window), as the list SQL reads it. */

/** A parsed, validated list request: conditions in database values, sort, page window. */
export type Condition =
  | { kind: 'cmp'; field: string; op: '=' | '<>' | '>=' | '<=' | '<'; value: unknown }
  | { kind: 'in'; field: string; values: unknown[]; negate: boolean }
  | { kind: 'like'; field: string; term: string }
  /** from ≤ value < to (either side optional); negate → outside the range (or null). */
  | { kind: 'range'; field: string; from?: string; to?: string; negate: boolean }
  | { kind: 'many'; field: string; ids: number[]; negate: boolean }
  /** A JSON list of codes holding none (or all) of `codes`. */
  | { kind: 'codes'; field: string; codes: string[]; mode: 'none' | 'all' }
  | { kind: 'search'; term: string }
  | { kind: 'ids'; ids: number[] }
  /** A row of the child filter `param` refers to exists with one of `ids`. */
  | { kind: 'child'; param: string; ids: number[] }
  /** The condition of the resource's query filter `param`, with the arguments it parsed. */
  | { kind: 'custom'; param: string; args: unknown };

export interface SortItem {
  /** A field name, or `id` / `__date_created` / `__version`. */
  field: string;
  dir: 'asc' | 'desc';
}

export interface ListPlan {
  conditions: Condition[];
  sort: SortItem[];
  limit: number;
  offset: number;
}
