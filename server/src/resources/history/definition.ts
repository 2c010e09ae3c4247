import type { ResourceDef } from '../engine/types';
import { resources } from '../definitions';
import { EQ_OPS, personName } from '../definitions/refs';

/** The resources whose changes are recorded: the fourteen, by URL name. */
export const HISTORY_RESOURCES = Object.keys(resources);

/** The export (and job) name of the change history. */
export const HISTORY_EXPORT = 'history';

/**
 * The change history as a read-only resource (list and export): filters `resource`, `record_id`, `user`,
 * `action`, `field`, and `date_between` / `at_gte` / `at_lte` on when; newest first by default.
 */
export const history: ResourceDef = {
  name: HISTORY_EXPORT,
  table: 'change_history',
  singular: 'HistoryEntry',
  plural: 'History',
  singularLabel: 'history entry',
  readOnlyResource: true,
  special: { date_between: 'at' },
  defaultSort: [['id', 'desc']],
  fields: {
    resource: { type: 'enum', values: HISTORY_RESOURCES, filter: EQ_OPS, readOnly: true },
    record_id: { type: 'int', filter: EQ_OPS, readOnly: true },
    action: { type: 'enum', values: ['create', 'update', 'delete'], filter: EQ_OPS, readOnly: true },
    field: { type: 'text', filter: EQ_OPS, nullable: true, readOnly: true },
    old_value: { type: 'text', nullable: true, readOnly: true, sort: false },
    new_value: { type: 'text', nullable: true, readOnly: true, sort: false },
    reason: { type: 'text', nullable: true, readOnly: true, sort: false },
    user: {
      type: 'relation',
      nullable: true,
      readOnly: true,
      filter: EQ_OPS,
      relation: {
        table: 'users',
        label: 'user',
        columns: ['id', 'first_name', 'middle_name', 'last_name'],
        toApi: (r) => ({ id: Number(r.id), full_name: personName(r) }),
      },
    },
    made_by: { type: 'text', column: 'user_name', nullable: true, readOnly: true, sort: false },
    at: { type: 'datetime', column: '__date_created', filter: ['gte', 'lte'], readOnly: true },
  },
};
