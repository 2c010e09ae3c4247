import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ResourceList, resourceScreens } from '../../components/resource';
import { productViewChosen, selectProductView } from '../settings';
import { productsConfig } from './config';

/** Products: the kit's list with the table/card toggle remembered under `product-view` (default table). */
function ProductsList() {
  const view = useAppSelector(selectProductView);
  const dispatch = useAppDispatch();
  return (
    <ResourceList config={productsConfig} view={view} onViewChange={(next) => dispatch(productViewChosen(next))} />
  );
}

export const screens = { ...resourceScreens(productsConfig), List: ProductsList };
export { productsConfig };
// Names in the viewer's language and the translation fields, shared with categories, addons, menus and orders.
export {
  descriptionNow,
  LocalizedName,
  nameNow,
  ownTranslations,
  translationsOf,
  useLocalizedName,
  useRecordName,
} from './names';
export { prepMinutesColumn, prepMinutesField } from './prepMinutes';
export { stockStatusColumn, stockStatusField } from './stockStatus';
export { translationField, translationFieldName, withTranslations, nestTranslations } from './translationFields';
