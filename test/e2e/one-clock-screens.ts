import type { APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, unique } from './menus-orders-support';

/** Helpers of the one-clock spec: records made through the API and their dates as the app shows them. */

/** 'DD/MM/YYYY at hh:mm am' of an instant in `zone`, then ' (zone)' when `labelled`. */
export function shownIn(iso: string, zone: string, labelled: boolean): string {
  const at = DateTime.fromISO(iso).setZone(zone);
  const text = `${at.toFormat('dd/LL/yyyy')} at ${at.toFormat('hh:mm')} ${at.hour < 12 ? 'am' : 'pm'}`;
  return labelled ? `${text} (${zone})` : text;
}

export async function newOrganization(request: APIRequestContext) {
  const name = unique('E2E Clock Org');
  return (await api(request, '/organizations/add', { method: 'POST', data: { name } })).data as {
    id: number;
    name: string;
    __date_created: string;
  };
}

/** An outlet written with a zone's old name (Asia/Calcutta) and opening hours 07:00 to 19:30. */
export async function newMumbaiOutlet(request: APIRequestContext) {
  const name = unique('E2E Clock Mumbai');
  const data = { name, time_zone: 'Asia/Calcutta', opening_hours_from: '07:00', opening_hours_to: '19:30' };
  return (await api(request, '/outlets/add', { method: 'POST', data })).data as {
    id: number;
    name: string;
    time_zone: string;
    __date_created: string;
  };
}
