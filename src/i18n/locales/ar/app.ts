// Every namespace of the signed-in app in one chunk per language: the app loads them all at sign-in.
import billing from './billing.json';
import clients from './clients.json';
import dashboard from './dashboard.json';
import jobs from './jobs.json';
import kit from './kit.json';
import kitchen from './kitchen.json';
import menus from './menus.json';
import orders from './orders.json';
import printing from './printing.json';
import production from './production.json';
import products from './products.json';
import shell from './shell.json';
import stations from './stations.json';
import standingOrders from './standingOrders.json';
import users from './users.json';
import words from './words.json';

export default {
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
