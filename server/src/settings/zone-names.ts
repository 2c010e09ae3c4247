/**
 * Current IANA names of time zones. The runtime's list (`Intl.supportedValuesOf('timeZone')`, from CLDR)
 * still spells some zones by names IANA has since renamed (Asia/Calcutta for Asia/Kolkata), and an old
 * name may come from an import or an older client: the old name is accepted, the current one is stored,
 * listed and answered.
 */

/** Old name → current IANA name (IANA's `backward` renames of zones still in use). */
export const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/**
 * The current IANA name of a zone given by any of its names, in any letter case: 'Asia/Calcutta' and
 * 'asia/kolkata' → 'Asia/Kolkata', 'US/Eastern' → 'America/New_York'; null when the runtime knows no
 * such zone. The runtime names the zone (folding links onto the zone they point to), then a renamed
 * zone takes its current name.
 */
export function currentZoneName(zone: string): string | null {
  let known: string;
  try {
    known = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return Object.hasOwn(RENAMED_ZONES, known) ? RENAMED_ZONES[known] : known;
}
