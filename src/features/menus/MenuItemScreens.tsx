import { MenuItemDialog } from './MenuItemDialog';

export function MenuItemCreate() {
  return <MenuItemDialog mode="create" />;
}

export function MenuItemEdit() {
  return <MenuItemDialog mode="edit" />;
}
