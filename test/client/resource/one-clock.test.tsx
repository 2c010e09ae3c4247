import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Settings } from 'luxon';
import type { ReactNode } from 'react';
import { DateTimeCell, ResourceKitProvider, TimeCell, TimeInput } from '../../../src/components/resource';
import type { KitSettings } from '../../../src/components/resource/types';
import { ReadOnlyValue } from '../../../src/components/resource/form/ReadOnlyValue';
import { FieldEditor } from '../../../src/components/resource/form/FieldEditor';
import { showIn } from '../i18nTesting';
import { kitEnv, VIEWER_CAPS } from './utils';

/**
 * One clock: a created date reads on the business's clock (the record's outlet's zone, else the
 * kitchen's), named when the browser is elsewhere, never the browser's own; times of day read 'hh:mm am'.
 */

const CREATED = '2026-11-26T23:30:00.000Z'; // Thursday 23:30 in UTC, Friday 01:30 in Beirut

/** The browser's zone, as the app reads it (luxon's local zone). */
const browserIn = (zone: string) => {
  Settings.defaultZone = zone;
};
afterEach(() => {
  Settings.defaultZone = 'system';
});

function renderIn(ui: ReactNode, settings: KitSettings = { kitchen_time_zone: 'Asia/Beirut' }) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ResourceKitProvider value={{ ...kitEnv(VIEWER_CAPS), settings }}>{ui}</ResourceKitProvider>
    </FluentProvider>,
  );
}
const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');

describe('created dates on the business clock', () => {
  it("shows the kitchen's day and time, named, to a browser in UTC", () => {
    browserIn('UTC');
    renderIn(<DateTimeCell value={CREATED} />);
    expect(text(screen.getByText(/^27\/11\/2026/))).toBe('27/11/2026 at 01:30 am (Asia/Beirut)');
  });

  it('names no zone to a browser in the same zone', () => {
    browserIn('Asia/Beirut');
    renderIn(<DateTimeCell value={CREATED} />);
    expect(text(screen.getByText(/^27\/11\/2026/))).toBe('27/11/2026 at 01:30 am');
  });

  it("takes the record's outlet's zone before the kitchen's", () => {
    browserIn('Asia/Beirut');
    renderIn(<DateTimeCell value={CREATED} record={{ outlet: { id: 2, name: 'Kyiv', time_zone: 'Europe/Kyiv' } }} />);
    // Kyiv's clock reads as Beirut's in winter, but it is another zone: named.
    expect(text(screen.getByText(/^27\/11\/2026/))).toBe('27/11/2026 at 01:30 am (Europe/Kyiv)');
    renderIn(<DateTimeCell value={CREATED} record={{ outlet: { id: 3, name: 'Paris', time_zone: 'Europe/Paris' } }} />);
    expect(text(screen.getByText(/^27\/11\/2026 at 12:30/))).toBe('27/11/2026 at 12:30 am (Europe/Paris)');
  });

  it("reads a read-only date-time field in the record's zone", () => {
    browserIn('UTC');
    const field = { name: 'at', label: 'At', kind: 'dateTime' as const };
    const { container } = renderIn(<ReadOnlyValue field={field} value={CREATED} record={{}} />);
    expect(container.textContent).toBe('27/11/2026 at 01:30 am (Asia/Beirut)');
  });
});

describe('times of day', () => {
  it("shows a time of day as 'hh:mm am' in a list", () => {
    renderIn(<TimeCell value="07:00" />);
    expect(screen.getByText('07:00 am')).toBeInTheDocument();
  });

  it('clears an optional time when its text is emptied, and keeps a required one', async () => {
    const sent: string[] = [];
    renderIn(
      <>
        <TimeInput aria-label="Opens" value="07:00" clearable onChange={(t) => sent.push(`opens ${t}`)} />
        <TimeInput aria-label="Due" value="12:30" onChange={(t) => sent.push(`due ${t}`)} />
      </>,
    );
    const opens = screen.getByRole('combobox', { name: 'Opens' });
    const due = screen.getByRole('combobox', { name: 'Due' });
    expect(opens).toHaveValue('07:00 am');
    for (const box of [opens, due]) {
      act(() => box.focus());
      fireEvent.change(box, { target: { value: '' } });
      act(() => box.blur());
    }
    expect(sent).toEqual(['opens ']);
    expect(opens).toHaveValue('');
    expect(due).toHaveValue('12:30 pm');
  });
});

describe('times, emails and phone numbers inside Arabic', () => {
  afterEach(() => showIn('en'));

  it('read left to right: a time is isolated in a list, and their inputs are left to right', async () => {
    await showIn('ar');
    const noop = () => undefined;
    renderIn(
      <>
        <TimeCell value="07:00" />
        <TimeInput aria-label="Opens" value="07:00" onChange={noop} />
        <FieldEditor id="email" field={{ name: 'email', label: 'Email', kind: 'email' }} value="" onChange={noop} />
        <FieldEditor
          id="phone"
          field={{ name: 'phone', label: 'Phone', kind: 'text', dir: 'ltr' }}
          value=""
          onChange={noop}
        />
        <FieldEditor id="name" field={{ name: 'name', label: 'Name', kind: 'text' }} value="" onChange={noop} />
      </>,
    );
    // Unisolated, Arabic draws '07:00 am' as 'am 07:00'.
    expect(screen.getByText('\u206807:00 am\u2069')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Opens' })).toHaveAttribute('dir', 'ltr');
    expect(document.getElementById('email')).toHaveAttribute('dir', 'ltr');
    expect(document.getElementById('phone')).toHaveAttribute('dir', 'ltr');
    expect(document.getElementById('name')).not.toHaveAttribute('dir');
  });
});
