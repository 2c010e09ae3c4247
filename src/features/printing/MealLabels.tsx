import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { contentWidth, type Paper } from '../../components/print';
import { LABEL_STOCKS, type LabelStock, type MealLabel } from './labels';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentLanguage } from './documentLanguage';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

const useBase = makeStyles({
  label: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    breakAfter: 'page',
    breakInside: 'avoid',
    ':last-child': { breakAfter: 'auto' },
    '& p': { margin: 0 },
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', fontWeight: 800 },
  who: { fontWeight: 800, ...clamp(1), overflowWrap: 'anywhere' },
  item: { fontWeight: 600, ...clamp(2), overflowWrap: 'anywhere' },
  // Allergens are never cut: the item gives way first.
  contains: { fontWeight: 800, overflowWrap: 'anywhere', flexShrink: 0 },
  foot: { marginTop: 'auto', ...clamp(1) },
  count: { whiteSpace: 'nowrap' },
});

/** Type sizes per stock: a 62 × 29 mm label holds five short lines, a 4 × 6 in label reads across a room. */
const useSmall = makeStyles({
  label: { gap: '0.3mm', fontSize: '7pt', lineHeight: 1.15 },
  head: { fontSize: '10pt' },
  who: { fontSize: '8.5pt' },
  item: { fontSize: '7.5pt' },
  contains: { fontSize: '7pt' },
  foot: { fontSize: '6.5pt' },
});
const useLarge = makeStyles({
  label: { gap: '3mm', fontSize: '14pt', lineHeight: 1.2 },
  head: { fontSize: '30pt' },
  who: { fontSize: '22pt', ...clamp(2) },
  item: { fontSize: '18pt', ...clamp(4) },
  contains: {
    fontSize: '16pt',
    borderInlineStartWidth: '3mm',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: '#000',
    paddingInlineStart: '2mm',
  },
  foot: { fontSize: '13pt', ...clamp(2) },
});

/** The labels' height inside the margins, a little under the paper's so one label never spills onto two. */
const labelHeight = (paper: Paper) => `${(paper.height ?? 0) - 2 * paper.margin - 0.5}mm`;

/** One label per packed meal, each a page of the chosen label stock. */
export function MealLabels({ labels, stock }: { labels: MealLabel[]; stock: LabelStock }) {
  const base = useBase();
  const small = useSmall();
  const large = useLarge();
  const size = stock === '4x6' ? large : small;
  const paper = LABEL_STOCKS[stock];
  const { t } = useTranslation('printing');
  const { lang, dir } = useDocumentLanguage();
  return (
    <>
      {labels.map((label) => (
        <section
          key={label.key}
          className={mergeClasses(base.label, size.label)}
          style={{ height: labelHeight(paper), width: contentWidth(paper) }}
          lang={lang}
          dir={dir}
          aria-label={t('labels.label', { position: label.count, number: label.number })}
        >
          <p className={mergeClasses(base.head, size.head)}>
            <span>{label.number}</span>
            <span className={base.count}>{label.count}</span>
          </p>
          <p className={mergeClasses(base.who, size.who)} dir="auto">
            {label.who}
          </p>
          <p className={mergeClasses(base.item, size.item)} dir="auto">
            {label.item}
            {label.choices ? ` · ${label.choices}` : ''}
            {label.note ? ` · ${label.note}` : ''}
          </p>
          {label.contains ? <p className={mergeClasses(base.contains, size.contains)}>{label.contains}</p> : null}
          <p className={mergeClasses(base.foot, size.foot)}>{[label.outlet, label.due].filter(Boolean).join(' · ')}</p>
        </section>
      ))}
    </>
  );
}
