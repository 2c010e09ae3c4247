import { Avatar, Button, Caption1, Card, Text } from '@fluentui/react-components';
import type { Product } from '../../api/generated/products';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../components/resource';
import { useRecordName } from '../products';
import { useAddMenuItemsModalStyles } from './AddMenuItemsModal.styles';

interface ProductPickCardProps {
  product: Product;
  /** Picked already: outlined, and its button removes it. */
  chosen: boolean;
  /** As many products are picked as one generation takes: no more can be added. */
  full: boolean;
  onPick: (product: Product, on: boolean) => void;
}

/** One product of Add Menu Items' grid: its photo, name, price and category, and Add or Remove. */
export function ProductPickCard({ product: p, chosen, full, onPick }: ProductPickCardProps) {
  const styles = useAddMenuItemsModalStyles();
  const { t } = useTranslation('menus');
  const localized = useRecordName();
  const name = localized(p);
  return (
    <Card className={`${styles.card} ${chosen ? styles.chosen : ''}`} aria-label={name}>
      <div className={styles.cardHead}>
        <Avatar shape="square" name={name} image={p.image ? { src: p.image } : undefined} />
        <div style={{ minWidth: 0 }}>
          <Text weight="semibold" block className={styles.name} title={name} dir="auto">
            {name}
          </Text>
          <Caption1 className={styles.muted}>
            {formatMoney(p.price)}
            {p.category ? ` · ${localized(p.category)}` : ''}
          </Caption1>
        </div>
      </div>
      <Button
        size="small"
        appearance={chosen ? 'secondary' : 'primary'}
        aria-label={chosen ? t('addItems.removeName', { name }) : t('addItems.addName', { name })}
        disabled={!chosen && full}
        onClick={() => onPick(p, !chosen)}
      >
        {chosen ? t('addItems.remove') : t('addItems.add')}
      </Button>
    </Card>
  );
}
