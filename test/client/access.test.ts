import { can, DENIAL_REASON, mapAction, requiredCapabilities } from '../../src/features/access/can';

describe('can() — capability rules', () => {
  it('grants list when resource::list is held, denies with the denial reason otherwise', () => {
    expect(can(['organizations::list'], 'organizations', 'list')).toEqual({ can: true });
    expect(can(['outlets::list'], 'organizations', 'list')).toEqual({ can: false, reason: DENIAL_REASON });
    expect(DENIAL_REASON).toBe('Missing Required AUthorization');
  });

  it('turns dashes in resource names into underscores', () => {
    expect(can(['product_variations::list'], 'product-variations', 'list').can).toBe(true);
    expect(can(['product-variations::list'], 'product-variations', 'list').can).toBe(false);
    expect(can(['kitchen_orders::edit'], 'kitchen-orders', 'edit').can).toBe(true);
  });

  it('maps create to add (and only add)', () => {
    expect(mapAction('create')).toEqual(['add']);
    expect(can(['users::add'], 'users', 'create').can).toBe(true);
    expect(can(['users::create'], 'users', 'create').can).toBe(false);
  });

  it('maps show to list and view: either one grants it', () => {
    expect(mapAction('show')).toEqual(['list', 'view']);
    expect(can(['orders::view'], 'orders', 'show').can).toBe(true);
    expect(can(['orders::list'], 'orders', 'show').can).toBe(true);
    expect(can(['orders::edit'], 'orders', 'show').can).toBe(false);
  });

  it.each(['list', 'edit', 'delete', 'export', 'import'])('maps %s to itself', (action) => {
    expect(mapAction(action)).toEqual([action]);
    expect(can([`menus::${action}`], 'menus', action).can).toBe(true);
    expect(can(['menus::view'], 'menus', action).can).toBe(false);
  });

  it('grants when any capability of an action list is held', () => {
    expect(can(['categories::export'], 'categories', ['import', 'export']).can).toBe(true);
    expect(can(['categories::list'], 'categories', ['import', 'export']).can).toBe(false);
    expect(requiredCapabilities('menu-items', ['create', 'show'])).toEqual([
      'menu_items::add',
      'menu_items::list',
      'menu_items::view',
    ]);
  });

  it('always allows the dashboard, a missing resource and an empty action list', () => {
    expect(can([], 'dashboard', 'list').can).toBe(true);
    expect(can([], undefined, 'list').can).toBe(true);
    expect(can([], '', 'delete').can).toBe(true);
    expect(can([], 'users', []).can).toBe(true);
    expect(can([], 'users', 'list')).toEqual({ can: false, reason: DENIAL_REASON });
  });

  it('denies everything but the always-allowed cases without capabilities', () => {
    expect(can(null, 'users', 'list').can).toBe(false);
    expect(can(undefined, 'orders', 'show').can).toBe(false);
  });

  it('does not confuse resources that share a prefix', () => {
    expect(can(['orders::list'], 'order-items', 'list').can).toBe(false);
    expect(can(['order_items::list'], 'orders', 'list').can).toBe(false);
  });
});
