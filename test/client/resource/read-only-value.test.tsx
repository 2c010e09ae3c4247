import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { fromSettings, ResourceKitProvider } from '../../../src/components/resource/env';
import { NO_VALUE, ReadOnlyValue } from '../../../src/components/resource/form/ReadOnlyValue';
import type { FieldConfig, FieldKind, FieldValue } from '../../../src/components/resource/types';
import { kitEnv, VIEWER_CAPS } from './utils';

/** Each field kind of a read-only record shows its value as text: what a viewer reads in a drawer. */

function shown(kind: FieldKind, value: FieldValue, extra: Partial<FieldConfig> = {}) {
  const field: FieldConfig = { name: 'f', label: 'The field', kind, ...extra };
  const { container } = render(
    <FluentProvider theme={webLightTheme}>
      <ResourceKitProvider value={kitEnv(VIEWER_CAPS)}>
        <ReadOnlyValue field={field} value={value} />
      </ResourceKitProvider>
    </FluentProvider>,
  );
  return container;
}

describe('ReadOnlyValue', () => {
  // Every row has its extra config (empty or not): a missing one would pass as jest's done callback.
  it.each<[FieldKind, FieldValue, string, Partial<FieldConfig>]>([
    ['text', 'Hamra', 'Hamra', {}],
    ['email', 'a@b.test', 'a@b.test', {}],
    ['textarea', 'Line one\nLine two', 'Line one\nLine two', {}],
    ['readonly', 'OUT-03PT', 'OUT-03PT', {}],
    ['money', '12.50', '$12.50 USD', {}],
    ['integer', '7', '7', {}],
    ['time', '07:30', '07:30 am', {}],
    ['time', '19:05', '07:05 pm', {}],
    ['date', '2026-11-24', '24/11/2026', {}],
    ['enum', 'publish', 'Publish', { options: fromSettings('category_statuses') }],
    ['enumMulti', ['draft', 'publish'], 'Draft, Publish', { options: fromSettings('category_statuses') }],
    ['weekdays', [0, 6], 'Sunday, Saturday', {}],
    ['lookup', { id: 3, label: 'Banque du Levant' }, 'Banque du Levant', {}],
    [
      'lookupMulti',
      [
        { id: 1, label: 'Hummus' },
        { id: 2, label: 'Fries' },
      ],
      'Hummus, Fries',
      {},
    ],
  ])('shows a %s field as text', (kind, value, text, extra) => {
    const container = shown(kind, value, extra);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('input, select, textarea, button')).toBeNull();
  });

  it.each<FieldKind>(['text', 'money', 'enum', 'lookup', 'lookupMulti', 'weekdays', 'date', 'time'])(
    'shows an empty %s field as a dash',
    (kind) => {
      expect(shown(kind, kind === 'lookupMulti' || kind === 'weekdays' ? [] : '').textContent).toBe(NO_VALUE);
    },
  );

  it('never shows a password', () => {
    expect(shown('password', 'secret').textContent).toBe(NO_VALUE);
  });

  it('shows an image with the field label as its text alternative, or a dash', () => {
    shown('image', '/uploads/logo.png');
    expect(screen.getByRole('img', { name: 'The field' })).toHaveAttribute('src', '/uploads/logo.png');
    expect(shown('image', null).textContent).toBe(NO_VALUE);
  });
});
