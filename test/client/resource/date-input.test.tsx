import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateInput } from '../../../src/components/resource';

/** A DateInput whose value and whose surroundings can change while a date is being typed. */
function Screen({ onChange }: { onChange: (date: string | null) => void }) {
  const [value, setValue] = useState('2026-03-10');
  const [refreshes, setRefreshes] = useState(0);
  return (
    <FluentProvider theme={webLightTheme}>
      <DateInput aria-label="Day" value={value} onChange={onChange} />
      <span>Refreshed {refreshes} times</span>
      <button onClick={() => setRefreshes((n) => n + 1)}>Refresh</button>
      <button onClick={() => setValue('2026-04-01')}>Reset</button>
    </FluentProvider>
  );
}

describe('DateInput typed as DD/MM/YYYY', () => {
  it('keeps what is typed when the screen around it re-renders before the Tab, and commits it then', async () => {
    const sent: (string | null)[] = [];
    render(<Screen onChange={(d) => sent.push(d)} />);
    const day = await screen.findByRole('combobox', { name: 'Day' });
    act(() => day.focus());
    fireEvent.change(day, { target: { value: '11/03/2026' } });
    // A re-render of the screen (a list refreshing) that does not change the day.
    act(() => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(screen.getByText('Refreshed 1 times')).toBeInTheDocument();
    expect(day).toHaveValue('11/03/2026');
    act(() => day.blur());
    expect(sent).toEqual(['2026-03-11']);
  });

  it('shows a new day given from outside', async () => {
    render(<Screen onChange={() => undefined} />);
    const day = await screen.findByRole('combobox', { name: 'Day' });
    expect(day).toHaveValue('10/03/2026');
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    expect(day).toHaveValue('01/04/2026');
  });
});

describe('DateInput shown as YYYY-MM-DD (Add New User)', () => {
  it('shows the day as YYYY-MM-DD and takes a typed YYYY-MM-DD', async () => {
    const sent: (string | null)[] = [];
    render(
      <FluentProvider theme={webLightTheme}>
        <DateInput aria-label="Born" value="1990-04-15" display="YYYY-MM-DD" onChange={(d) => sent.push(d)} />
      </FluentProvider>,
    );
    const born = await screen.findByRole('combobox', { name: 'Born' });
    expect(born).toHaveValue('1990-04-15');
    expect(born).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    act(() => born.focus());
    fireEvent.change(born, { target: { value: '1991-2-3' } });
    act(() => born.blur());
    expect(sent).toEqual(['1991-02-03']);
  });
});
