import { Field, Input, type InputProps } from '@fluentui/react-components';
import type { FieldConfig, FieldValue, FormValues } from '../../components/resource';
import { useTranslateText } from '../../i18n';
import { discount, quantity, text, unitPrice } from './orderItemForm';

/** Each number box: its field (label and message key), whether it is required, and what it accepts. */
const CELLS: { field: FieldConfig; required?: boolean; input: Partial<InputProps> }[] = [
  { field: unitPrice, required: true, input: { inputMode: 'decimal', step: '0.01', min: 0, contentBefore: '$' } },
  { field: quantity, required: true, input: { inputMode: 'numeric', step: '1', min: 1 } },
  { field: discount, input: { inputMode: 'decimal', step: '0.01', min: 0, max: 100, contentAfter: '%' } },
];

export interface QuantityDiscountFieldsProps {
  values: FormValues;
  /** Messages by field name (`unit_price`, `quantity`, `discount`). */
  errors: Record<string, string>;
  disabled?: boolean;
  onChange: (field: FieldConfig, value: FieldValue) => void;
}

/**
 * An order item's unit price, quantity and discount percent, as three cells of the grid around them: the order
 * item dialog and each item of the new-order modal type them the same way.
 */
export function QuantityDiscountFields({ values, errors, disabled, onChange }: QuantityDiscountFieldsProps) {
  const tr = useTranslateText();
  return (
    <>
      {CELLS.map(({ field, required, input }) => (
        <Field key={field.name} label={tr(field.label)} required={required} validationMessage={tr(errors[field.name])}>
          <Input
            type="number"
            {...input}
            disabled={disabled}
            value={text(values[field.name])}
            onChange={(_, d) => onChange(field, d.value)}
          />
        </Field>
      ))}
    </>
  );
}
