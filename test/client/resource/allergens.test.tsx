import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { KitchenOrder } from '../../../src/api/generated/kitchen';
import type { OrderItem } from '../../../src/api/generated/orders';
import {
  AllergenChips,
  ContainsAllergens,
  containsText,
  ResourceKitProvider,
  type KitEnv,
} from '../../../src/components/resource';
import { OrderCard } from '../../../src/features/kitchen/OrderCard';
import { renderWithProviders } from '../helpers';
import { makeKitchenOrder } from '../kitchen/orderFixtures';

const ALLERGENS = [
  { value: 'gluten', label: 'Gluten' },
  { value: 'milk', label: 'Milk' },
  { value: 'nuts', label: 'Tree nuts' },
  { value: 'sesame', label: 'Sesame' },
];
const DIETARY = [
  { value: 'vegan', label: 'Vegan' },
  { value: 'halal', label: 'Halal' },
];
const ENV: KitEnv = {
  can: () => ({ can: true }),
  settings: { product_allergens: ALLERGENS, product_dietary: DIETARY },
};

const renderInKit = (ui: ReactElement) =>
  renderWithProviders(<ResourceKitProvider value={ENV}>{ui}</ResourceKitProvider>);

describe('containsText', () => {
  it('reads the allergens as lower-case words after "Contains:"', () => {
    expect(containsText(['milk', 'nuts', 'sesame'], ALLERGENS)).toBe('Contains: milk, tree nuts, sesame');
  });
  it('is null without allergens', () => {
    expect(containsText([], ALLERGENS)).toBeNull();
    expect(containsText(undefined, ALLERGENS)).toBeNull();
  });
  it('falls back to the code when the settings lack it', () => {
    expect(containsText(['lupin'], [])).toBe('Contains: lupin');
  });
});

describe('allergen display', () => {
  it('shows each allergen as a labelled chip, then the dietary flags', () => {
    renderInKit(<AllergenChips allergens={['gluten', 'nuts']} dietary={['vegan']} />);
    expect(screen.getByLabelText('Allergen: Gluten')).toHaveTextContent('Gluten');
    expect(screen.getByLabelText('Allergen: Tree nuts')).toHaveTextContent('Tree nuts');
    expect(screen.getByText('Vegan')).toBeInTheDocument();
  });

  it('shows nothing for a product with neither', () => {
    renderInKit(
      <div data-testid="host">
        <AllergenChips allergens={[]} dietary={[]} />
      </div>,
    );
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });

  it('"Contains:" is words in a note, not a colour alone', () => {
    renderInKit(<ContainsAllergens allergens={['sesame', 'milk']} />);
    expect(screen.getByRole('note')).toHaveTextContent(/^Contains: sesame, milk$/);
  });
});

type Allergens = NonNullable<OrderItem['product']>['allergens'];

function item(id: number, name: string, allergens: Allergens): OrderItem {
  return {
    id,
    name,
    product: { id, name, price: 5, image: null, allergens, dietary: [] },
    product_variation: null,
    addons: [],
    order: { id: 7, order_number: 7, name: 'Board lunch' },
    unit_price: 5,
    quantity: 2,
    subtotal: 10,
    discount: 0,
    total: 10,
    note: null,
    __version: 1,
    __date_created: new Date().toISOString(),
  };
}

describe('kitchen card', () => {
  it('reads "Contains: …" under an item whose product has allergens, and nothing under one without', () => {
    const order = makeKitchenOrder(7, {
      name: 'Board lunch',
      outlet: { id: 1, name: 'HQ' },
      subtotal: 20,
      total: 20,
      items: [item(1, 'Fattet Hummus', ['milk', 'nuts', 'sesame']), item(2, 'Plain Rice', [])] as KitchenOrder['items'],
    });
    renderInKit(
      <OrderCard
        order={order}
        zone="Asia/Beirut"
        today="2026-11-23"
        canEdit={false}
        onAction={() => Promise.resolve()}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('note')).toHaveTextContent('Contains: milk, tree nuts, sesame');
    expect(within(items[1]).queryByRole('note')).toBeNull();
  });
});
