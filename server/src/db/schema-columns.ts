/** Column types shared by the entity tables: generated ids, `__date_created`, `__version`, defaults. */
import type { ColumnType, Generated } from 'kysely';

export type Id = Generated<number>;
export type Created = ColumnType<string, string | undefined, never>;
export type Version = ColumnType<number, number | undefined, number>;
/** A column with a database default: optional on insert. */
export type Default<T> = ColumnType<T, T | undefined, T>;
