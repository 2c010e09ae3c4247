import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateTimeInput, TimeInput } from '../../../src/components/resource';

/** A controlled DateTimeInput whose zone can be switched, reporting every instant it sends. */
function Harness({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const [zone, setZone] = useState('Asia/Beirut');
  return (
    <FluentProvider theme={webLightTheme}>
      <DateTimeInput
        label="Due"
        value={value}
        zone={zone}
        keep="wallClock"
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
      />
      <button onClick={() => setZone('Europe/Paris')}>Paris</button>
    </FluentProvider>
  );
}

describe('DateTimeInput: a wall clock of the given zone', () => {
  it("shows a stored instant as the zone's date and time, and sends 12:30 Beirut as 10:30 UTC", async () => {
    const sent: string[] = [];
    render(<Harness initial="2026-11-24T08:00:00.000Z" onChange={(v) => sent.push(v)} />);
    const date = await screen.findByRole('combobox', { name: 'Due (date)' });
    const time = screen.getByRole('combobox', { name: 'Due (time)' });
    await waitFor(() => expect(date).toHaveValue('24/11/2026'));
    expect(time).toHaveValue('10:00 am');

    await userEvent.clear(time);
    await userEvent.type(time, '12:30 pm');
    await userEvent.tab();
    await waitFor(() => expect(sent.at(-1)).toBe('2026-11-24T10:30:00.000Z'));
    expect(time).toHaveValue('12:30 pm');
  });

  it('keeps the typed wall clock when the zone changes while the form is filled in', async () => {
    const sent: string[] = [];
    render(<Harness initial="2026-11-24T10:30:00.000Z" onChange={(v) => sent.push(v)} />);
    const time = await screen.findByRole('combobox', { name: 'Due (time)' });
    await waitFor(() => expect(time).toHaveValue('12:30 pm'));
    await userEvent.click(screen.getByRole('button', { name: 'Paris' }));
    // 12:30 in Paris (UTC+1) is 11:30 UTC.
    await waitFor(() => expect(sent.at(-1)).toBe('2026-11-24T11:30:00.000Z'));
    expect(time).toHaveValue('12:30 pm');
  });
});

describe('TimeInput', () => {
  function Time({ onChange }: { onChange: (v: string) => void }) {
    const [value, setValue] = useState('09:00');
    return (
      <FluentProvider theme={webLightTheme}>
        <TimeInput
          aria-label="Time"
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      </FluentProvider>
    );
  }

  it("takes 24-hour and 'hh:mm am' text, and puts back the last time for text that is none", async () => {
    const sent: string[] = [];
    render(<Time onChange={(v) => sent.push(v)} />);
    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(time).toHaveValue('09:00 am');
    await userEvent.clear(time);
    await userEvent.type(time, '14:05');
    await userEvent.tab();
    expect(sent).toEqual(['14:05']);
    expect(time).toHaveValue('02:05 pm');
    await userEvent.clear(time);
    await userEvent.type(time, 'lunchtime');
    await userEvent.tab();
    expect(sent).toEqual(['14:05']);
    expect(time).toHaveValue('02:05 pm');
  });
});
