import { makeStyles, tokens } from '@fluentui/react-components';

/** The Add Menu Items dialog: filters, the product cards' grid, the selected products' drawer. */
export const useAddMenuItemsModalStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-end', marginBottom: '12px' },
  range: { flex: '2 1 320px' },
  search: { flex: '1 1 200px' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: '6px', marginBottom: '12px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: '12px',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%', gap: '8px' },
  chosen: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  cardHead: { display: 'flex', gap: '8px', alignItems: 'center', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  bar: {
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    marginBottom: '8px',
  },
  selectedList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  selectedRow: { display: 'flex', alignItems: 'center', gap: '8px', justifyContent: 'space-between' },
});
