import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimeInput, type OpeningTimes } from '../../../src/components/resource';
import { orderOpening } from '../../../src/features/orders/zone';
import { showIn } from '../i18nTesting';

/**
 * An order's date picked where its outlet opens: the outlet's closed days are greyed in the calendar and
 * cannot be picked there, and its hours are named under the field.
 */

// The demo's first outlet: open 07:30 to 16:00, closed on Saturday (6) and Sunday (0).
const HAMRA: OpeningTimes = { closedWeekdays: [0, 6], from: '07:30:00', to: '16:00:00' };

function renderDue(opening?: OpeningTimes, onChange: (v: string) => void = () => undefined) {
  render(
    <FluentProvider theme={webLightTheme}>
      {/* Tuesday 24 November 2026, 10:00 in Beirut */}
      <DateTimeInput
        label="Due"
        value="2026-11-24T08:00:00.000Z"
        zone="Asia/Beirut"
        opening={opening}
        onChange={onChange}
      />
    </FluentProvider>,
  );
}

async function openCalendar() {
  const date = await screen.findByRole('combobox', { name: 'Due (date)' });
  await waitFor(() => expect(date).toHaveValue('24/11/2026'));
  await userEvent.click(date);
  return screen.findByRole('dialog', { name: 'Calendar' });
}

const day = (calendar: HTMLElement, name: string) => within(calendar).getByRole('button', { name });

afterEach(async () => {
  await showIn('en');
});

describe("an order's date where its outlet opens", () => {
  it('greys the closed days in the calendar and picks only open ones', async () => {
    const sent: string[] = [];
    renderDue(HAMRA, (v) => sent.push(v));
    const calendar = await openCalendar();
    expect(day(calendar, '28, November, 2026')).toBeDisabled(); // Saturday
    expect(day(calendar, '29, November, 2026')).toBeDisabled(); // Sunday
    expect(day(calendar, '27, November, 2026')).toBeEnabled(); // Friday
    // A click forced onto a closed day (the calendar lets no pointer reach it) picks nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(day(calendar, '28, November, 2026'));
    expect(sent).toEqual([]);
    await user.click(day(calendar, '27, November, 2026'));
    await waitFor(() => expect(sent.at(-1)).toBe('2026-11-27T08:00:00.000Z'));
  });

  it('names its hours and closed days under the field, in the language shown', async () => {
    renderDue(HAMRA);
    expect(await screen.findByTestId('opening-note')).toHaveTextContent(
      'Open 07:30 am–04:00 pm · Closed on Saturday, Sunday',
    );
    await showIn('ar');
    await waitFor(() =>
      expect(screen.getByTestId('opening-note')).toHaveTextContent(
        'مفتوح \u206807:30 am–04:00 pm\u2069 · مغلق أيام السبت، الأحد',
      ),
    );
    await showIn('fr');
    await waitFor(() =>
      expect(screen.getByTestId('opening-note')).toHaveTextContent(
        'Ouvert 07:30 am–04:00 pm · Fermé : samedi, dimanche',
      ),
    );
  });

  it('greys nothing and says nothing for an outlet open every day at any hour, or no outlet', async () => {
    renderDue({ closedWeekdays: [], from: null, to: null });
    const calendar = await openCalendar();
    expect(day(calendar, '28, November, 2026')).toBeEnabled();
    expect(screen.queryByTestId('opening-note')).toBeNull();
  });

  it("reads the outlet picked in the form (its record) or the order's own outlet", () => {
    const picked = {
      id: 1,
      label: 'Hamra',
      record: { id: 1, holidays: [0, 6], opening_hours_from: '07:30', opening_hours_to: '16:00' },
    };
    expect(orderOpening({ outlet: picked })).toEqual({ closedWeekdays: [0, 6], from: '07:30', to: '16:00' });
    expect(orderOpening({ outlet: { id: 2, name: 'Verdun', holidays: [5], opening_hours_from: null } })).toEqual({
      closedWeekdays: [5],
      from: null,
      to: null,
    });
    // An order whose embedded outlet carries no hours, and an order without an outlet.
    expect(orderOpening({ outlet: { id: 3, name: 'Jounieh', time_zone: 'Asia/Beirut' } })).toBeUndefined();
    expect(orderOpening({ outlet: null })).toBeUndefined();
  });
});
