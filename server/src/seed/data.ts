/** Static demo data for a Lebanese caterer (Cedar Table Catering), serving corporate and school clients in Beirut. */

export const DEMO_USERS = [
  {
    first_name: 'Rania',
    last_name: 'Haddad',
    email: 'admin@demo.test',
    role: 'administrator',
    phone_number: '+961 3 214 587',
    address: 'Rue Bliss, Hamra, Beirut',
  },
  {
    first_name: 'Karim',
    last_name: 'Khoury',
    email: 'manager@demo.test',
    role: 'manager',
    phone_number: '+961 71 330 912',
    address: 'Rue Gouraud, Gemmayzeh, Beirut',
  },
  {
    first_name: 'Maya',
    last_name: 'Saadeh',
    email: 'kitchen@demo.test',
    role: 'kitchen_staff',
    phone_number: '+961 76 418 205',
    address: 'Bourj Hammoud, Metn',
  },
  {
    first_name: 'Elie',
    middle_name: 'Georges',
    last_name: 'Nassar',
    email: 'viewer@demo.test',
    role: 'viewer',
    phone_number: '+961 70 902 114',
    address: 'Rue Verdun, Beirut',
  },
  {
    first_name: 'Ali',
    last_name: 'Hamdan',
    email: 'kitchen-ar@demo.test',
    role: 'kitchen_staff',
    phone_number: '+961 70 615 342',
    address: 'Haret Hreik, Baabda',
    // The kitchen reads the app in Arabic.
    language: 'ar',
  },
] as const;

export const DEMO_ORGANIZATIONS = [
  {
    name: 'Banque du Levant s.a.l.',
    email: 'facilities@banquedulevant.demo.test',
    address: 'Riad El Solh Street, Beirut Central District',
    outlets: [
      {
        name: 'BDL Headquarters Cafeteria',
        phone_number: '+961 1 985 200',
        address: 'Riad El Solh Street, Beirut Central District',
        opening_hours_from: '07:30',
        opening_hours_to: '16:00',
        holidays: [0, 6],
      },
      {
        name: 'BDL Verdun Branch Pantry',
        phone_number: '+961 1 795 410',
        address: 'Rue Verdun, Beirut',
        opening_hours_from: '08:00',
        opening_hours_to: '15:00',
        holidays: [0, 6],
      },
    ],
  },
  {
    name: 'Lycée Cèdre International',
    email: 'intendance@lyceecedre.demo.test',
    address: 'Rue Sursock, Achrafieh, Beirut',
    outlets: [
      {
        name: 'Lycée Cèdre Achrafieh Canteen',
        phone_number: '+961 1 202 733',
        address: 'Rue Sursock, Achrafieh, Beirut',
        opening_hours_from: '07:00',
        opening_hours_to: '14:30',
        holidays: [0, 6],
      },
    ],
  },
  {
    name: 'Cedar Byte Technologies',
    email: 'office@cedarbyte.demo.test',
    address: 'Beirut Digital District, Bachoura',
    outlets: [
      {
        name: 'Cedar Byte BDD Kitchen',
        phone_number: '+961 1 660 118',
        address: 'Beirut Digital District, Building 1225, Bachoura',
        opening_hours_from: '09:00',
        opening_hours_to: '18:00',
        holidays: [0],
      },
      {
        name: 'Cedar Byte Mar Mikhael Studio',
        phone_number: '+961 1 443 907',
        address: 'Armenia Street, Mar Mikhael, Beirut',
        opening_hours_from: '10:00',
        opening_hours_to: '19:00',
        holidays: [0],
      },
    ],
  },
  {
    name: 'Hamra Medical Center',
    email: 'admin@hamramedical.demo.test',
    address: 'Rue Hamra, Ras Beirut',
    outlets: [
      {
        name: 'Hamra Medical Staff Lounge',
        phone_number: '+961 1 350 640',
        address: 'Rue Hamra, Ras Beirut',
        opening_hours_from: '06:30',
        opening_hours_to: '22:00',
        holidays: [],
      },
    ],
  },
] as const;

/** [first, last] names used for employees and order contacts. */
export const DEMO_PEOPLE: Array<[string, string]> = [
  ['Nadine', 'Azar'],
  ['Georges', 'Abi Nader'],
  ['Lara', 'Fares'],
  ['Omar', 'Itani'],
  ['Tarek', 'Hamadeh'],
  ['Yasmine', 'Chehab'],
  ['Fadi', 'Karam'],
  ['Rita', 'Moukarzel'],
  ['Samer', 'Daher'],
  ['Joelle', 'Tannous'],
  ['Hadi', 'Sleiman'],
  ['Carla', 'Bou Khalil'],
  ['Ziad', 'Rahme'],
  ['Nour', 'El Hajj'],
  ['Walid', 'Jaber'],
  ['Dima', 'Ghandour'],
  ['Marwan', 'Aoun'],
  ['Sarah', 'Kassab'],
  ['Bassel', 'Mansour'],
  ['Hiba', 'Zein'],
];

export const DEMO_KITCHEN_STAFF: Array<[string, string]> = [
  ['Abou', 'Fadi Srour'],
  ['Antoine', 'Maalouf'],
  ['Samira', 'Hobeika'],
  ['Bilal', 'Hijazi'],
];

export const DEMO_CATEGORIES = ['Mezze', 'Manakish', 'Grills', 'Salads', 'Sandwiches', 'Desserts', 'Drinks'] as const;

/**
 * The kitchen's stations and the categories whose items each prepares. Desserts go to no station: they are
 * plated at the pass, so every station's board shows them.
 */
export const DEMO_STATIONS: ReadonlyArray<{
  name: string;
  categories: ReadonlyArray<(typeof DEMO_CATEGORIES)[number]>;
}> = [
  { name: 'Grill', categories: ['Grills', 'Sandwiches'] },
  { name: 'Cold & Mezze', categories: ['Mezze', 'Salads'] },
  { name: 'Bakery', categories: ['Manakish'] },
  { name: 'Drinks', categories: ['Drinks'] },
];

/** Minutes the kitchen needs for a category's dishes (the default of its products). */
export const DEMO_CATEGORY_PREP_MINUTES: Record<(typeof DEMO_CATEGORIES)[number], number> = {
  Mezze: 20,
  Manakish: 15,
  Grills: 35,
  Salads: 15,
  Sandwiches: 10,
  Desserts: 10,
  Drinks: 5,
};

/** Dishes slower or quicker than their category's default. */
export const DEMO_PRODUCT_PREP_MINUTES: Record<string, number> = {
  'Mixed Grill': 45,
  'Lahm Meshwi Platter': 40,
  'Farrouj Meshwi': 45,
  'Grilled Halloumi Skewers': 30,
  'Fried Kibbeh (6 pcs)': 25,
  'Knefeh Bi Jibn': 15,
  'Lebanese Coffee': 10,
};

export const DEMO_ADDONS = [
  { name: 'Extra toum (garlic sauce)', extra_charge: 0.5, type: 'sauce' },
  { name: 'Tahini sauce', extra_charge: 0.5, type: 'sauce' },
  { name: 'Spicy harra sauce', extra_charge: 0.5, type: 'sauce' },
  { name: 'Pickled turnips', extra_charge: 0.75, type: 'side' },
  { name: 'French fries', extra_charge: 2.0, type: 'side' },
  { name: 'Extra halloumi', extra_charge: 1.5, type: 'extra' },
  { name: 'Extra akkawi cheese', extra_charge: 1.25, type: 'extra' },
  { name: 'Fresh mint & tomato', extra_charge: 0.5, type: 'extra' },
  { name: 'Ayran', extra_charge: 1.5, type: 'drink' },
  { name: 'Jallab', extra_charge: 2.0, type: 'drink' },
] as const;

type Product = {
  name: string;
  category: (typeof DEMO_CATEGORIES)[number];
  price: number;
  description: string;
  addons?: string[];
  status?: 'draft' | 'publish';
  stock_status?: 'available' | 'unavailable';
};

const SAUCES = ['Extra toum (garlic sauce)', 'Spicy harra sauce'];

export const DEMO_PRODUCTS: Product[] = [
  {
    name: 'Hummus',
    category: 'Mezze',
    price: 4.5,
    description: 'Chickpea purée with tahini, lemon and extra-virgin olive oil.',
    addons: ['Fresh mint & tomato'],
  },
  {
    name: 'Hummus with Lahm',
    category: 'Mezze',
    price: 7.25,
    description: 'Hummus topped with sautéed minced lamb and toasted pine nuts.',
  },
  {
    name: 'Moutabbal',
    category: 'Mezze',
    price: 4.75,
    description: 'Smoky grilled aubergine with tahini and pomegranate seeds.',
  },
  {
    name: 'Baba Ghanouj',
    category: 'Mezze',
    price: 4.75,
    description: 'Grilled aubergine with peppers, tomato, parsley and pomegranate molasses.',
  },
  {
    name: 'Labneh with Garlic',
    category: 'Mezze',
    price: 4.0,
    description: 'Strained yoghurt with garlic, dried mint and olive oil.',
  },
  {
    name: 'Warak Enab',
    category: 'Mezze',
    price: 5.5,
    description: 'Vine leaves stuffed with rice, tomato and herbs, cooked in lemon.',
  },
  {
    name: 'Kibbeh Nayyeh',
    category: 'Mezze',
    price: 9.0,
    description: 'Raw lamb kibbeh with burghul, served with mint and onions.',
    stock_status: 'unavailable',
  },
  {
    name: 'Fried Kibbeh (6 pcs)',
    category: 'Mezze',
    price: 6.5,
    description: 'Crisp burghul shells filled with spiced lamb and pine nuts.',
    addons: ['Tahini sauce'],
  },
  {
    name: 'Cheese Rakakat (6 pcs)',
    category: 'Mezze',
    price: 5.75,
    description: 'Golden rolls of akkawi and halloumi cheese with parsley.',
  },
  {
    name: 'Spinach Fatayer (6 pcs)',
    category: 'Mezze',
    price: 5.0,
    description: 'Triangle pies of spinach, onion and sumac.',
  },
  {
    name: 'Batata Harra',
    category: 'Mezze',
    price: 4.5,
    description: 'Spicy potatoes with coriander, garlic and chilli.',
    addons: ['Spicy harra sauce'],
  },
  {
    name: 'Manakish Zaatar',
    category: 'Manakish',
    price: 2.5,
    description: 'Flatbread with thyme, sumac, sesame and olive oil.',
    addons: ['Fresh mint & tomato', 'Extra akkawi cheese'],
  },
  {
    name: 'Manakish Cheese',
    category: 'Manakish',
    price: 3.5,
    description: 'Flatbread with melted akkawi cheese.',
    addons: ['Extra akkawi cheese'],
  },
  {
    name: 'Manakish Half & Half',
    category: 'Manakish',
    price: 3.25,
    description: 'Half zaatar, half akkawi cheese.',
    addons: ['Fresh mint & tomato'],
  },
  {
    name: 'Lahm Bi Ajeen',
    category: 'Manakish',
    price: 4.0,
    description: 'Thin dough with spiced minced beef, tomato and pomegranate.',
  },
  {
    name: 'Kishk Manousheh',
    category: 'Manakish',
    price: 3.5,
    description: 'Fermented yoghurt and burghul with tomato and onion.',
  },
  {
    name: 'Sujuk & Cheese Manousheh',
    category: 'Manakish',
    price: 5.0,
    description: 'Armenian spicy sausage with melted cheese.',
    status: 'draft',
  },
  {
    name: 'Shish Taouk Platter',
    category: 'Grills',
    price: 11.5,
    description: 'Marinated chicken skewers with toum, fries and pickles.',
    addons: [...SAUCES, 'French fries', 'Pickled turnips'],
  },
  {
    name: 'Kafta Platter',
    category: 'Grills',
    price: 12.0,
    description: 'Grilled minced beef with parsley and onion, served with grilled vegetables.',
    addons: [...SAUCES, 'French fries'],
  },
  {
    name: 'Lahm Meshwi Platter',
    category: 'Grills',
    price: 15.5,
    description: 'Lamb cubes grilled on charcoal with onions and tomatoes.',
    addons: ['French fries'],
  },
  {
    name: 'Mixed Grill',
    category: 'Grills',
    price: 18.0,
    description: 'Taouk, kafta and lamb skewers with hummus and bread.',
    addons: [...SAUCES, 'French fries', 'Pickled turnips'],
  },
  {
    name: 'Farrouj Meshwi',
    category: 'Grills',
    price: 13.75,
    description: 'Half chicken grilled with garlic and lemon, served with fries.',
    addons: ['Extra toum (garlic sauce)', 'French fries'],
  },
  {
    name: 'Grilled Halloumi Skewers',
    category: 'Grills',
    price: 9.5,
    description: 'Halloumi, cherry tomatoes and peppers, brushed with zaatar oil.',
    addons: ['Extra halloumi'],
  },
  {
    name: 'Tabbouleh',
    category: 'Salads',
    price: 5.5,
    description: 'Parsley, tomato, mint and fine burghul with lemon and olive oil.',
  },
  {
    name: 'Fattoush',
    category: 'Salads',
    price: 5.75,
    description: 'Garden vegetables, crisp bread and sumac with pomegranate dressing.',
    addons: ['Extra halloumi'],
  },
  {
    name: 'Rocca Salad',
    category: 'Salads',
    price: 5.0,
    description: 'Rocket leaves, onion and sumac with lemon dressing.',
  },
  {
    name: 'Shanklish Salad',
    category: 'Salads',
    price: 6.25,
    description: 'Aged spiced cheese with tomato, onion and olive oil.',
  },
  {
    name: 'Fattet Hummus',
    category: 'Salads',
    price: 6.5,
    description: 'Warm chickpeas with yoghurt, toasted bread and pine nuts.',
  },
  {
    name: 'Chicken Shawarma Wrap',
    category: 'Sandwiches',
    price: 5.5,
    description: 'Chicken shawarma with toum, pickles and fries in saj bread.',
    addons: [...SAUCES, 'Pickled turnips', 'French fries'],
  },
  {
    name: 'Beef Shawarma Wrap',
    category: 'Sandwiches',
    price: 6.0,
    description: 'Beef shawarma with tahini, parsley, onion and tomato.',
    addons: ['Tahini sauce', 'Pickled turnips'],
  },
  {
    name: 'Falafel Wrap',
    category: 'Sandwiches',
    price: 4.0,
    description: 'Falafel with tahini, tomato, pickles and mint.',
    addons: ['Tahini sauce', 'Spicy harra sauce'],
  },
  {
    name: 'Soujouk Sandwich',
    category: 'Sandwiches',
    price: 5.25,
    description: 'Spicy sausage with tomato, pickles and toum.',
    addons: ['Extra toum (garlic sauce)'],
  },
  {
    name: 'Halloumi Sandwich',
    category: 'Sandwiches',
    price: 4.75,
    description: 'Grilled halloumi with tomato, cucumber and mint.',
    addons: ['Extra halloumi'],
  },
  {
    name: 'Knefeh Bi Jibn',
    category: 'Desserts',
    price: 4.5,
    description: 'Warm semolina and cheese pastry with orange blossom syrup.',
  },
  {
    name: 'Ashta with Honey',
    category: 'Desserts',
    price: 4.0,
    description: 'Clotted cream with honey, pistachio and rose petals.',
  },
  {
    name: 'Mouhalabieh',
    category: 'Desserts',
    price: 3.5,
    description: 'Milk pudding with orange blossom and crushed pistachio.',
  },
  {
    name: 'Baklava Assortment (250 g)',
    category: 'Desserts',
    price: 8.0,
    description: 'Filo pastries with pistachio, cashew and pine nuts.',
  },
  {
    name: 'Maamoul Dates (6 pcs)',
    category: 'Desserts',
    price: 5.0,
    description: 'Semolina cookies filled with date paste.',
  },
  {
    name: 'Fresh Lemonade with Mint',
    category: 'Drinks',
    price: 3.0,
    description: 'Freshly squeezed lemons blended with mint.',
  },
  { name: 'Jallab', category: 'Drinks', price: 3.5, description: 'Grape molasses, rose water and pine nuts over ice.' },
  { name: 'Ayran', category: 'Drinks', price: 2.0, description: 'Chilled salted yoghurt drink.' },
  {
    name: 'Lebanese Coffee',
    category: 'Drinks',
    price: 2.0,
    description: 'Cardamom-scented coffee, served in a rakweh.',
  },
  {
    name: 'Fresh Orange Juice',
    category: 'Drinks',
    price: 3.5,
    description: 'Squeezed to order from Lebanese oranges.',
  },
  { name: 'Mineral Water (500 ml)', category: 'Drinks', price: 1.0, description: 'Sohat still water.' },
];

export { ORDER_STATUSES, ORDER_TYPES, ORDER_PAYMENT_METHODS as PAYMENT_METHODS } from '../settings/enumerations';
export const REJECT_REASONS = [
  'Client cancelled the meeting; lunch no longer needed.',
  'Outlet closed for the day (public holiday).',
  'Requested items out of stock.',
];
