import { formatDateTimeInZone } from '../../lib/zones';

/** 'DD/MM/YYYY at hh:mm a' now, in `zone` (named when not the browser's). */
export const printedAt = (zone: string) => formatDateTimeInZone(new Date().toISOString(), zone);
