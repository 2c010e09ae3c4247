import type { Schemas } from '../http/contract-types';
import { PRODUCT_ALLERGENS, PRODUCT_DIETARY } from '../settings/enumerations';

type Flags = { allergens?: Schemas['Allergen'][]; dietary?: Schemas['DietaryFlag'][] };

/**
 * The demo menu's allergens (EU Regulation 1169/2011) and dietary flags, by product name: tahini is
 * sesame, bread and pastry are gluten, labneh, halloumi and cheeses are milk, pine nuts and pistachios
 * are tree nuts; meats are halal. A product left out carries none.
 */
const DEMO_PRODUCT_FLAGS: Record<string, Flags> = {
  Hummus: { allergens: ['sesame'], dietary: ['vegan', 'vegetarian'] },
  'Hummus with Lahm': { allergens: ['sesame', 'nuts'], dietary: ['halal'] },
  Moutabbal: { allergens: ['sesame', 'milk'], dietary: ['vegetarian'] },
  'Baba Ghanouj': { dietary: ['vegan', 'vegetarian'] },
  'Labneh with Garlic': { allergens: ['milk'], dietary: ['vegetarian'] },
  'Warak Enab': { dietary: ['vegan', 'vegetarian'] },
  'Kibbeh Nayyeh': { allergens: ['gluten'], dietary: ['halal'] },
  'Fried Kibbeh (6 pcs)': { allergens: ['gluten', 'nuts'], dietary: ['halal'] },
  'Cheese Rakakat (6 pcs)': { allergens: ['gluten', 'milk', 'eggs'], dietary: ['vegetarian'] },
  'Spinach Fatayer (6 pcs)': { allergens: ['gluten'], dietary: ['vegan', 'vegetarian'] },
  'Batata Harra': { dietary: ['vegan', 'vegetarian', 'spicy'] },
  'Manakish Zaatar': { allergens: ['gluten', 'sesame'], dietary: ['vegan', 'vegetarian'] },
  'Manakish Cheese': { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] },
  'Manakish Half & Half': { allergens: ['gluten', 'milk', 'sesame'], dietary: ['vegetarian'] },
  'Lahm Bi Ajeen': { allergens: ['gluten'], dietary: ['halal'] },
  'Kishk Manousheh': { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] },
  'Sujuk & Cheese Manousheh': { allergens: ['gluten', 'milk'], dietary: ['halal', 'spicy'] },
  'Shish Taouk Platter': { allergens: ['milk'], dietary: ['halal'] },
  'Kafta Platter': { dietary: ['halal'] },
  'Lahm Meshwi Platter': { dietary: ['halal'] },
  'Mixed Grill': { allergens: ['gluten', 'sesame', 'milk'], dietary: ['halal'] },
  'Farrouj Meshwi': { dietary: ['halal'] },
  'Grilled Halloumi Skewers': { allergens: ['milk'], dietary: ['vegetarian'] },
  Tabbouleh: { allergens: ['gluten'], dietary: ['vegan', 'vegetarian'] },
  Fattoush: { allergens: ['gluten'], dietary: ['vegan', 'vegetarian'] },
  'Rocca Salad': { dietary: ['vegan', 'vegetarian'] },
  'Shanklish Salad': { allergens: ['milk'], dietary: ['vegetarian'] },
  'Fattet Hummus': { allergens: ['gluten', 'sesame', 'milk', 'nuts'], dietary: ['vegetarian'] },
  'Chicken Shawarma Wrap': { allergens: ['gluten'], dietary: ['halal'] },
  'Beef Shawarma Wrap': { allergens: ['gluten', 'sesame'], dietary: ['halal'] },
  'Falafel Wrap': { allergens: ['gluten', 'sesame'], dietary: ['vegan', 'vegetarian'] },
  'Soujouk Sandwich': { allergens: ['gluten'], dietary: ['halal', 'spicy'] },
  'Halloumi Sandwich': { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] },
  'Knefeh Bi Jibn': { allergens: ['gluten', 'milk', 'sesame', 'nuts'], dietary: ['vegetarian'] },
  'Ashta with Honey': { allergens: ['milk'], dietary: ['vegetarian'] },
  Mouhalabieh: { allergens: ['milk', 'nuts'], dietary: ['vegetarian'] },
  'Baklava Assortment (250 g)': { allergens: ['gluten', 'nuts', 'milk'], dietary: ['vegetarian'] },
  'Maamoul Dates (6 pcs)': { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] },
  'Fresh Lemonade with Mint': { dietary: ['vegan', 'vegetarian'] },
  'Lebanese Coffee': { dietary: ['vegan', 'vegetarian'] },
  'Fresh Orange Juice': { dietary: ['vegan', 'vegetarian'] },
  'Mineral Water (500 ml)': { dietary: ['vegan', 'vegetarian'] },
};

/** The stored columns of a demo product's flags, codes in their lists' order (as the API stores them). */
export function demoProductFlags(name: string): { allergens: string; dietary: string } {
  const flags = DEMO_PRODUCT_FLAGS[name] ?? {};
  return {
    allergens: JSON.stringify(PRODUCT_ALLERGENS.filter((code) => flags.allergens?.includes(code))),
    dietary: JSON.stringify(PRODUCT_DIETARY.filter((code) => flags.dietary?.includes(code))),
  };
}
