import { Badge } from '@fluentui/react-components';
import type { Product } from '../../api/generated/products';
import { Empty, NameWithAvatar, TextCell } from '../../components/resource';
import { descriptionNow, LocalizedName, useRecordName } from './names';

/** A product's addons as outlined badges, each in the viewer's language. */
export function AddonChips({ product }: { product: Pick<Product, 'addons'> }) {
  if (!product.addons.length) return <Empty />;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {product.addons.map((a) => (
        <Badge key={a.id} appearance="outline" shape="rounded" color="informative">
          <LocalizedName record={a} />
        </Badge>
      ))}
    </span>
  );
}

/** The list's cells in the viewer's language (columns call no hooks, so each is a component). */
export function ProductAvatarName({ product }: { product: Product }) {
  const name = useRecordName();
  return <NameWithAvatar name={name(product)} image={product.image} shape="square" />;
}
export function ProductDescription({ product }: { product: Product }) {
  useRecordName(); // re-renders when the language changes
  return <TextCell value={descriptionNow(product)} max={30} />;
}
export function CategoryName({ category }: { category: { name: string } }) {
  const name = useRecordName();
  return <TextCell value={name(category)} max={24} />;
}
