import { fromSettings, publishedFirst, type FieldConfig } from '../../components/resource';
import { prepMinutesField } from './prepMinutes';
import { translationField } from './translationFields';

/** A product's fields, for the create form and the drawer (config.tsx lists which go where). */

export const productStatuses = fromSettings('product_statuses');
const categoryStatuses = fromSettings('category_statuses');
export const allergenOptions = fromSettings('product_allergens');
export const dietaryOptions = fromSettings('product_dietary');

const name: FieldConfig = { name: 'name', label: 'products:fields.name', kind: 'text' };
/** The create form marks the name required and says so before anything is sent. */
export const createName: FieldConfig = { ...name, required: 'products:validation.productName' };
export const price: FieldConfig = { name: 'price', label: 'products:fields.price', kind: 'money', placeholder: '0.00' };

export const prepMinutes = prepMinutesField('products:placeholders.categoryDefault', 'products:hints.productPrep');
/** New products start published, as new categories do: they can go on a menu at once. */
export const createStatus: FieldConfig = {
  name: 'status',
  label: 'products:fields.status',
  kind: 'enum',
  options: productStatuses,
  initial: (settings) => publishedFirst(productStatuses(settings)),
  hint: 'products:hints.publishedProducts',
};
export const drawerStatus: FieldConfig = {
  name: 'status',
  label: 'products:fields.status',
  kind: 'enum',
  options: categoryStatuses,
};
export const category: FieldConfig = {
  name: 'category',
  label: 'products:fields.category',
  kind: 'lookup',
  lookup: 'categories',
};
export const addons: FieldConfig = {
  name: 'addons',
  label: 'products:fields.addons',
  kind: 'lookupMulti',
  lookup: 'addons',
};
export const allergens: FieldConfig = {
  name: 'allergens',
  label: 'products:fields.allergens',
  kind: 'enumMulti',
  options: allergenOptions,
  placeholder: 'products:placeholders.noAllergens',
  wide: true,
};
export const dietary: FieldConfig = {
  name: 'dietary',
  label: 'products:fields.dietary',
  kind: 'enumMulti',
  options: dietaryOptions,
};
export const image: FieldConfig = { name: 'image', label: 'products:fields.image', kind: 'image' };
export const description: FieldConfig = { name: 'description', label: 'products:fields.description', kind: 'textarea' };

const nameAr = translationField('ar', 'name', 'products:translations.nameAr');
const nameFr = translationField('fr', 'name', 'products:translations.nameFr');
const descriptionAr = translationField('ar', 'description', 'products:translations.descriptionAr');
const descriptionFr = translationField('fr', 'description', 'products:translations.descriptionFr');
export const translations = [nameAr, nameFr, descriptionAr, descriptionFr];
