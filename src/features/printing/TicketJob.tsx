import type { KitchenOrder } from '../../api/generated/kitchen';
import { PAPERS, PrintDocument } from '../../components/print';
import { KitchenTicket } from './KitchenTicket';
import { printedAt } from './printedAt';
import { useTextOptions } from './textOptions';
import { ticketOf } from './ticket';

/** Prints an order's kitchen ticket on an 80 mm roll as soon as it is mounted. */
export default function TicketJob({ order, zone }: { order: KitchenOrder; zone: string }) {
  const options = useTextOptions(zone);
  return (
    <PrintDocument paper={PAPERS.receipt80} autoPrint>
      <KitchenTicket ticket={ticketOf(order, options)} printedAt={printedAt(zone)} />
    </PrintDocument>
  );
}
