import { TRANSLATION_LANGUAGES } from '../catalogue/translations';
import { badRequest } from '../engine/errors';
import type { ApiRecord, FieldDef, ResourceDef } from '../engine/types';
import { exportWords, importWords } from './cell-words';
import { unguard } from './formula-guard';

/**
 * CSV columns of a resource: `id`, every field (relations as the id plus a `<field>_name` column for
 * people, many-relations as `;`-joined ids, JSON as JSON text, options and weekdays in words), the names in
 * other languages (`name_ar`, `name_fr`, `description_ar`, `description_fr`), then `__date_created`. Write-only
 * fields never appear. The same header imports back: id updates, the display-only columns are ignored.
 */
/** The columns of a translations field: `name_ar`, `name_fr`, then `description_ar`, `description_fr`. */
function translationColumns(field: FieldDef): Array<{ column: string; key: string; language: string }> {
  return (field.translated ?? []).flatMap((key) =>
    TRANSLATION_LANGUAGES.map((language) => ({ column: `${key}_${language}`, key, language })),
  );
}

/** The translations field a column such as `name_ar` belongs to, with its text and language. */
function translationColumn(
  def: ResourceDef,
  column: string,
): { name: string; field: FieldDef; key: string; language: string } | null {
  for (const [name, field] of Object.entries(def.fields))
    for (const c of translationColumns(field)) if (c.column === column) return { name, field, ...c };
  return null;
}

export function exportColumns(def: ResourceDef): string[] {
  const columns = ['id'];
  // Names in other languages go last (before __date_created), so the other columns keep their places.
  const translated: string[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type === 'password') continue;
    if (field.translated) {
      translated.push(...translationColumns(field).map((c) => c.column));
      continue;
    }
    columns.push(name);
    if (field.type === 'relation' || field.type === 'many-relation') columns.push(`${name}_name`);
  }
  columns.push(...translated, '__date_created');
  return columns;
}

function label(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const v = value as { name?: unknown; full_name?: unknown };
  return String(v.name ?? v.full_name ?? '');
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One API record → the values of `exportColumns(def)`: numbers (ids, prices, quantities) stay numbers
 * for spreadsheets, everything else is text as the CSV holds it.
 */
export function recordValues(def: ResourceDef, record: ApiRecord, columns: string[]): Array<string | number> {
  return columns.map((column) => {
    const translated = Object.hasOwn(def.fields, column) ? null : translationColumn(def, column);
    if (translated) {
      const texts = (record[translated.name] as Record<string, Record<string, unknown>> | null)?.[translated.language];
      return text(texts?.[translated.key]);
    }
    if (column.endsWith('_name')) {
      const base = column.slice(0, -'_name'.length);
      const field = def.fields[base];
      if (field?.type === 'relation') return label(record[base]);
      if (field?.type === 'many-relation') return ((record[base] as unknown[]) ?? []).map(label).join('; ');
    }
    const field: FieldDef | undefined = def.fields[column];
    const value = record[column];
    if (field?.type === 'relation') {
      const id = value && typeof value === 'object' ? (value as { id: unknown }).id : '';
      return typeof id === 'number' ? id : text(id);
    }
    if (field?.type === 'many-relation') return ((value as Array<{ id: unknown }>) ?? []).map((v) => String(v.id)).join(';');
    const words = field ? exportWords(column, field, value) : undefined;
    if (words !== undefined) return words;
    return typeof value === 'number' && Number.isFinite(value) ? value : text(value);
  });
}

/** One API record → the CSV cells of `exportColumns(def)`. */
export function recordCells(def: ResourceDef, record: ApiRecord, columns: string[]): string[] {
  return recordValues(def, record, columns).map(String);
}

export interface ImportPlan {
  /** Column index of `id`, or -1. */
  idIndex: number;
  /** Writable columns: index → field name (a translation column: its text and language too). */
  fields: Array<{ index: number; name: string; field: FieldDef; translation?: { key: string; language: string } }>;
}

/** Checks a header row against the resource: every column must be known; display-only columns are skipped. */
export function importPlan(def: ResourceDef, header: string[]): ImportPlan {
  const plan: ImportPlan = { idIndex: -1, fields: [] };
  const unknown: string[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const column = raw.trim();
    if (seen.has(column)) throw badRequest(`Column "${column}" appears twice.`, { file: `column ${column} appears twice` });
    seen.add(column);
    if (column === 'id') {
      plan.idIndex = index;
      return;
    }
    if (column === '__date_created' || column === '__version') return;
    const field = Object.hasOwn(def.fields, column) ? def.fields[column] : undefined;
    const translated = field ? null : translationColumn(def, column);
    if (translated) {
      plan.fields.push({
        index,
        name: translated.name,
        field: translated.field,
        translation: { key: translated.key, language: translated.language },
      });
      return;
    }
    if (!field) {
      const base = column.endsWith('_name') ? def.fields[column.slice(0, -'_name'.length)] : undefined;
      if (base && (base.type === 'relation' || base.type === 'many-relation')) return;
      unknown.push(column);
      return;
    }
    if (field.readOnly || field.type === 'computed') return;
    plan.fields.push({ index, name: column, field });
  });
  if (unknown.length)
    throw badRequest(`Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')} for ${def.name}.`, { file: `unknown columns: ${unknown.join(', ')}` });
  if (!plan.fields.length) throw badRequest(`The file has no columns to import for ${def.name}.`, { file: 'has no importable columns' });
  return plan;
}

/** One row of an import file → an API body (empty cells are left out, so defaults apply on create and values stay on update). */
export function rowBody(plan: ImportPlan, cells: string[]): { id?: string; body: Record<string, unknown> } {
  const body: Record<string, unknown> = {};
  for (const { index, name, field, translation } of plan.fields) {
    const raw = unguard(cells[index] ?? '');
    if (raw.trim() === '') continue;
    if (translation) {
      // Merged into the stored translations on update: a column left empty keeps its text.
      const all = (body[name] ??= {}) as Record<string, Record<string, string>>;
      (all[translation.language] ??= {})[translation.key] = raw;
      continue;
    }
    const words = importWords(name, field, raw);
    if (words !== undefined) body[name] = words;
    else if (field.type === 'many-relation') body[name] = raw.split(/[;,]/).map((s) => s.trim()).filter(Boolean);
    else if (field.type === 'json') {
      try {
        body[name] = JSON.parse(raw);
      } catch {
        body[name] = raw;
      }
    } else body[name] = raw;
  }
  const id = plan.idIndex >= 0 ? (cells[plan.idIndex] ?? '').trim() : '';
  return { id: id || undefined, body };
}
