import { OrderItemDialog } from './OrderItemDialog';

export function OrderItemCreate() {
  return <OrderItemDialog mode="create" />;
}

export function OrderItemEdit() {
  return <OrderItemDialog mode="edit" />;
}
