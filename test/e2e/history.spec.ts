import { DateTime } from 'luxon';
import { expectNoSeriousViolations } from './a11y-support';
import { api, expect, field, PAGE_LOAD, SAVE_DONE, saveStatus, test, unique } from './resources/kit';

/**
 * The change history in the app, as the administrator (Rania Haddad): the order drawer's status timeline
 * shows what the kitchen board did, and a drawer's History section shows a field edited in it.
 */
test.describe('change history', () => {
  test('the order timeline shows an acceptance made on the kitchen board', async ({ page, request }) => {
    const name = unique('E2E timeline');
    const date = DateTime.now().setZone('Asia/Beirut').startOf('day').plus({ hours: 12 }).toUTC().toISO();
    const order = (await api(request, '/orders/add', { method: 'POST', data: { name, type: 'pick_up', date } })).data;
    const label = `#${String(order.order_number).padStart(5, '0')}`;

    await page.goto('/kitchen-orders');
    const card = page.getByRole('region', { name: 'Orders' }).getByRole('article', { name: label, exact: true });
    await card.getByRole('button', { name: 'Accept' }).click(PAGE_LOAD);
    await expect(card.getByRole('button', { name: 'Complete' })).toBeVisible(SAVE_DONE);

    await page.goto(`/orders/${order.id}`);
    const timeline = page.getByRole('region', { name: 'Order timeline' });
    await expect(timeline.getByRole('listitem')).toHaveText(
      [/^Rania Haddad accepted the order · \d\d:\d\d [ap]m( \(Asia\/Beirut\))?$/],
      PAGE_LOAD,
    );
    await expectNoSeriousViolations(page, 'order drawer with its status timeline');
  });

  test('a field edited in a drawer appears in its History section', async ({ page, request }) => {
    const name = unique('E2E history');
    const org = (await api(request, '/organizations/add', { method: 'POST', data: { name } })).data;
    await page.goto(`/organizations/${org.id}`);
    const drawer = page.getByRole('dialog').filter({ has: saveStatus(page) });
    await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible(PAGE_LOAD);
    const address = field(drawer, 'Address');
    await address.fill('Verdun Street 12');
    await address.blur();
    await expect(saveStatus(page)).toHaveText('saved', SAVE_DONE);

    const toggle = drawer.getByRole('button', { name: 'History', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = drawer.getByRole('list', { name: 'History of this organization' }).getByRole('listitem');
    await expect(entries.first()).toContainText('Rania Haddad changed Address from (empty) to “Verdun Street 12”');
    await expect(entries.last()).toContainText('Rania Haddad created this organization');
    await expectNoSeriousViolations(page, 'drawer with its History open');
    // Enter again closes it.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
