import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EyeRegular, FoodRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '../../api/generated/products';
import { AllergenChips, EnumBadge, formatMoney } from '../../components/resource';
import { useRecordName } from './names';

/** A product in the card view: image or placeholder, View on hover, category, status, price, stock, addons, allergens and dietary flags. */

const useStyles = makeStyles({
  card: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'box-shadow, transform',
    transitionDuration: tokens.durationFaster,
    ':hover': { boxShadow: tokens.shadow16, transform: 'translateY(-2px)' },
    ':focus-within': { boxShadow: tokens.shadow16 },
  },
  media: {
    position: 'relative',
    aspectRatio: '4 / 3',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground4,
    fontSize: '48px',
    overflow: 'hidden',
  },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(0, 0, 0, 0.35)',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationFaster,
    ':hover': { opacity: 1 },
    ':focus-within': { opacity: 1 },
    '@media (hover: none)': {
      opacity: 1,
      backgroundColor: 'transparent',
      alignItems: 'flex-end',
      justifyContent: 'flex-end',
      padding: tokens.spacingHorizontalS,
    },
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    flexGrow: 1,
  },
  category: { color: tokens.colorBrandForeground1, textTransform: 'uppercase', letterSpacing: '0.04em' },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  price: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
  chip: {
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    padding: `2px ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
});

export function ProductCard({ product }: { product: Product }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useTranslation('products');
  const localized = useRecordName();
  const name = localized(product);
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        {product.image ? (
          <img src={product.image} alt="" className={styles.image} loading="lazy" />
        ) : (
          <FoodRegular aria-hidden="true" />
        )}
        <div className={styles.overlay}>
          <Button
            appearance="primary"
            icon={<EyeRegular />}
            aria-label={t('card.viewName', { name })}
            onClick={() => navigate({ pathname: String(product.id), search })}
          >
            {t('card.view')}
          </Button>
        </div>
      </div>
      <div className={styles.body}>
        <Caption1 className={styles.category}>
          {product.category ? localized(product.category) : t('card.uncategorized')}
        </Caption1>
        <Text className={styles.name} title={name} dir="auto">
          {name}
        </Text>
        <div className={styles.row}>
          <span className={styles.price}>{formatMoney(product.price)}</span>
          <EnumBadge value={product.status} optionsKey="product_statuses" />
        </div>
        <div className={styles.row}>
          <EnumBadge value={product.stock_status} optionsKey="product_stock_statuses" />
        </div>
        {product.addons.length ? (
          <div className={styles.chips} aria-label={t('card.addons')}>
            {product.addons.map((a) => (
              <span key={a.id} className={styles.chip}>
                {localized(a)}
              </span>
            ))}
          </div>
        ) : null}
        <AllergenChips allergens={product.allergens} dietary={product.dietary} className={styles.chips} />
      </div>
    </article>
  );
}
