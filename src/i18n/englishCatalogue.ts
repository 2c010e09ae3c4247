// The English catalogue as one object, for types and tests. The app itself loads catalogues lazily by
// language and namespace (loadCatalogue); importing this file in app code would bundle all of English.
import auth from './locales/en/auth.json';
import billing from './locales/en/billing.json';
import clients from './locales/en/clients.json';
import common from './locales/en/common.json';
import dashboard from './locales/en/dashboard.json';
import jobs from './locales/en/jobs.json';
import kit from './locales/en/kit.json';
import kitchen from './locales/en/kitchen.json';
import legal from './locales/en/legal.json';
import menus from './locales/en/menus.json';
import orders from './locales/en/orders.json';
import printing from './locales/en/printing.json';
import production from './locales/en/production.json';
import products from './locales/en/products.json';
import shell from './locales/en/shell.json';
import stations from './locales/en/stations.json';
import standingOrders from './locales/en/standingOrders.json';
import users from './locales/en/users.json';
import words from './locales/en/words.json';

export const englishCatalogue = {
  common,
  auth,
  legal,
  kit,
  shell,
  dashboard,
  jobs,
  users,
  clients,
  products,
  menus,
  orders,
  kitchen,
  production,
  stations,
  billing,
  standingOrders,
  printing,
  words,
};
