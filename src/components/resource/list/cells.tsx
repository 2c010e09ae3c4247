/** Table cell helpers: links only for valid URLs, click-to-call, mailto, truncation with a tooltip, dates. */
export * from './textCells';
export * from './dateCells';
export * from './badgeCells';
export { formatMoney } from '../labels';
