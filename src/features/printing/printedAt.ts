import { dateTimeInZone } from '../kitchen';

/** 'DD/MM/YYYY at hh:mm a' now, in `zone` (named when not the browser's), in the language shown. */
export const printedAt = (zone: string) => dateTimeInZone(new Date().toISOString(), zone);
