/**
 * The placing job of standing orders, in the jobs table so that one process runs each: queued once a day by every
 * process (its unique key `standing-orders:<UTC day>`, as the daily backup), and after a standing order is saved
 * (queued in the save's transaction, so a crash right after the save still places its orders).
 */
import type { AppContext } from '../../http/operation';
import { insertOnceJob } from '../data/jobs-repository';
import type { JobRun } from '../data/job-run';
import type { Db } from '../engine/types';
import { placeStandingOrders } from './placing';
import { queueJobInTx } from './repository';

/** The jobs table's kind of the placing job (never listed on the Jobs page: it belongs to no user). */
export const STANDING_ORDERS_JOB_KIND = 'standing_orders';

/** Queues the day's (UTC) placing run unless a process already has; returns the id this process queued. */
export async function queueDailyStandingOrders(app: AppContext, now: Date = new Date()): Promise<number | undefined> {
  const day = now.toISOString().slice(0, 10);
  return insertOnceJob(app.db, {
    kind: STANDING_ORDERS_JOB_KIND,
    resource: 'standing-orders',
    onceKey: `standing-orders:${day}`,
    payload: { day },
  });
}

/** Queues, inside a standing order's save (`trx`), a run placing that standing order's orders. */
export function queueStandingOrderRun(trx: Db, standingOrderId: number): Promise<number> {
  return queueJobInTx(trx, STANDING_ORDERS_JOB_KIND, 'standing-orders', { standing_order_id: standingOrderId });
}

/** A run of the placing job: every standing order, or the one its payload names. */
export async function runStandingOrdersJob(run: JobRun): Promise<void> {
  const { app, job } = run;
  const { standing_order_id: id } = JSON.parse(job.payload ?? '{}') as { standing_order_id?: number };
  const result = await placeStandingOrders(app, {
    horizonDays: app.config.standingOrderHorizonDays,
    ...(typeof id === 'number' ? { standingOrderId: id } : {}),
  });
  if (run.lease.lost) throw run.lease.takenOver();
  await run.finish(app.db, result, { created: result.placed });
}
