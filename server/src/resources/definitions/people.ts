import { roleHasCapability } from '../../access/capabilities';
import { revokeUserSessions } from '../../auth/session-repository';
import { nowIso } from '../../db/dialect';
import { FORBIDDEN_MESSAGE } from '../../access/required-capability';
import { HttpError } from '../../http/operation';
import type { Db, HookContext, ResourceDef } from '../engine/types';
import { hasOtherAdministrator } from '../people/repository';
import { defineResource, type FieldSpec } from './contract-fields';
import {
  enumField,
  file,
  fullNameExpr,
  organizationRef,
  outletRef,
  personName,
  RANGE_OPS,
  relation,
  text,
  TEXT_OPS,
} from './refs';
import { identityOf } from './identity';

/** Fields shared by employees, kitchen staff and users. */
function personFields(): Record<string, FieldSpec> {
  return {
    first_name: text({ filter: TEXT_OPS, search: true }),
    middle_name: text(),
    last_name: text({ filter: TEXT_OPS, search: true }),
    full_name: { type: 'computed', expr: fullNameExpr, compute: personName, filter: TEXT_OPS, search: true },
    photo: file(),
  };
}

export const employees: ResourceDef = defineResource({
  ...identityOf('employees'),
  table: 'employees',
  fields: {
    ...personFields(),
    email: { type: 'email', filter: TEXT_OPS, search: true },
    plaintext_password: { type: 'password', hashColumn: 'password_hash', minLength: 8 },
    phone_number: text({ filter: TEXT_OPS, search: true }),
    whatsapp_number: text(),
    date_of_birth: { type: 'date', filter: RANGE_OPS },
    address: text(),
    organization: relation(organizationRef),
    outlet: relation(outletRef),
  },
});

export const kitchenStaff: ResourceDef = defineResource({
  ...identityOf('kitchenStaff'),
  table: 'kitchen_staff',
  fields: {
    ...personFields(),
    email: { type: 'email', filter: TEXT_OPS, search: true },
    plaintext_password: { type: 'password', hashColumn: 'password_hash', minLength: 8 },
    phone_number: text({ filter: TEXT_OPS, search: true }),
    whatsapp_number: text(),
    date_of_birth: { type: 'date' },
    address: text(),
    outlet: relation(outletRef),
  },
});

export const users: ResourceDef = defineResource({
  ...identityOf('users'),
  table: 'users',
  uniqueMessage: 'A user with this email already exists.',
  fields: {
    ...personFields(),
    email: { type: 'email', lowercase: true, filter: TEXT_OPS, search: true },
    plaintext_password: { type: 'password', hashColumn: 'password_hash', minLength: 8 },
    phone_number: text({ filter: TEXT_OPS, search: true }),
    date_of_birth: { type: 'date' },
    address: text(),
    role: enumField({ default: 'viewer' }),
    language: { type: 'enum' },
  },
  hooks: {
    beforeCreate(_trx, row, _input, ctx) {
      if (row.role !== undefined && row.role !== 'viewer') requireRoleEditor(ctx);
    },
    async beforeUpdate(trx, changes, current, _input, ctx) {
      if (changes.role !== undefined) requireRoleEditor(ctx);
      if (changes.role !== undefined && current.role === 'administrator' && changes.role !== 'administrator')
        await keepAnAdministrator(trx, Number(current.id));
    },
    /** A new role or password ends the user's other sessions (not the one making their own change). */
    async afterWrite(trx, { kind, before, after }, ctx) {
      if (kind !== 'update' || !before || !after) return;
      if (before.role === after.role && before.password_hash === after.password_hash) return;
      const keep = ctx.user && ctx.user.id === Number(after.id) ? ctx.user.sessionId : undefined;
      await revokeUserSessions(trx, Number(after.id), nowIso(), keep);
    },
    async beforeDelete(trx, current, ctx) {
      if (ctx.user && Number(current.id) === ctx.user.id)
        throw new HttpError(409, 'conflict', 'You cannot delete your own account.');
      if (current.role === 'administrator') await keepAnAdministrator(trx, Number(current.id));
    },
  },
});

/** Refuses a change that would leave no administrator (nobody could manage users any more). */
async function keepAnAdministrator(trx: Db, leavingId: number): Promise<void> {
  if (!(await hasOtherAdministrator(trx, leavingId)))
    throw new HttpError(409, 'conflict', 'At least one administrator must remain.');
}

/**
 * Field-level rule: only a caller whose current role holds `users::edit` may set a role other than
 * the default (whatever path the write takes: create, update, bulk, import). No caller: seeding.
 */
function requireRoleEditor(ctx: HookContext | undefined): void {
  const user = ctx?.user;
  if (user && !roleHasCapability(user.role, 'users::edit'))
    throw new HttpError(403, 'forbidden', FORBIDDEN_MESSAGE, { role: 'needs users::edit' });
}
