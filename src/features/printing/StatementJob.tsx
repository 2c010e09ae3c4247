import { PAPERS, PrintDocument } from '../../components/print';
import type { StatementSheet } from './statement';
import { StatementDocument } from './StatementDocument';

/** Prints a statement on A4 at once (an on-demand print from the organization drawer). */
export default function StatementJob({ sheet }: { sheet: StatementSheet }) {
  return (
    <PrintDocument paper={PAPERS.a4} autoPrint>
      <StatementDocument sheet={sheet} />
    </PrintDocument>
  );
}
