import { column, Empty, type FieldConfig, type ResourceColumn } from '../../components/resource';
import { i18n } from '../../i18n';

/** Whole minutes from 0 to a day; empty means not set, so a cleared field is sent as null. */
const MAX_PREP_MINUTES = 1440;

/**
 * The preparation time field of products and categories; `placeholder` and `hint` say what an empty field
 * means there (a product falls back to its category's time, a category has none).
 */
export function prepMinutesField(placeholder: string, hint: string): FieldConfig {
  return {
    name: 'prep_minutes',
    label: 'products:fields.prepMinutes',
    kind: 'integer',
    placeholder,
    hint,
    validate: (value) => {
      if (value === null || value === undefined || value === '') return undefined;
      const n = Number(value);
      return Number.isInteger(n) && n >= 0 && n <= MAX_PREP_MINUTES
        ? undefined
        : i18n.t('products:validation.prepMinutes', { max: MAX_PREP_MINUTES });
    },
    write: (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
  };
}

/** The preparation time column, in minutes ("Not set" left empty). */
export function prepMinutesColumn<T extends { prep_minutes: number | null }, Q>(
  priority?: ResourceColumn<T, Q>['priority'],
): ResourceColumn<T, Q> {
  return column<T, Q>({
    id: 'prep_minutes',
    title: 'products:fields.prepMinutes',
    priority,
    sortField: 'prep_minutes',
    render: (r) => (r.prep_minutes === null ? <Empty /> : i18n.t('products:minutes', { minutes: r.prep_minutes })),
  });
}
