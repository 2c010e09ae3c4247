import { catalogueText, translating } from './errors';

/** How often the server words a field's refusal ('is required'), and their catalogue keys. */
const FIELD_MESSAGES: [RegExp, string][] = [
  [/^is required$/, 'required'],
  [/^must be a valid email/, 'email'],
  [/^must be a number/, 'number'],
  [/^must be a whole number/, 'wholeNumber'],
  [/^must not be negative/, 'notNegative'],
  [/^must not be empty/, 'notEmpty'],
  [/^must be (a )?positive/, 'positive'],
];

/**
 * A field's refusal under its field: the server's words after the field's label ('Name is required') in
 * English; in another language the catalogue's sentence for the usual refusals, else "{{field}} is not
 * valid" (the server's English detail would not be read).
 */
export function fieldErrorText(label: string, text: string): string {
  if (!/^[a-z]/.test(text)) return text;
  if (!translating()) return `${label} ${text}`;
  const known = FIELD_MESSAGES.find(([pattern]) => pattern.test(text));
  return catalogueText(`words:errors.fields.${known ? known[1] : 'invalid'}`, { field: label }) ?? `${label} ${text}`;
}
