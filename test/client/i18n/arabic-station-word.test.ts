import { catalogueOf } from '../i18nTesting';

/**
 * One Arabic word for a kitchen station: محطة (plural محطات), the usual word of Arabic kitchen display
 * software, on the board, in the stations screens, the sidebar, the dashboard and the server's refusals alike.
 * قسم ("section, department") once named the same thing in some screens and must not come back for it.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A form of محطة: محطة, المحطة, محطات, محطتان, محطةً... */
const STATION = /محط/;
/** A form of قسم: قسم, القسم, قسمًا, قسمان, أقسام, الأقسام... */
const SECTION = /قسم|أقسام/;

type Flat = Map<string, string>;
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const english = flatten(catalogueOf('en'));
const arabic = flatten(catalogueOf('ar'));

/** The English of an Arabic message: the same key, or for a plural form English lacks, its `other` form. */
const englishOf = (key: string) => english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));

/** Arabic messages whose English speaks of a station (a `{{station}}` placeholder is a name, not the word). */
const stationMessages = [...arabic].filter(([key]) =>
  /\bstations?\b/i.test((englishOf(key) ?? '').replace(/\{\{[^}]*\}\}/g, '')),
);

describe('the Arabic word for a kitchen station', () => {
  it('finds the messages that name a station (sidebar, stations screens, board, dashboard, refusals)', () => {
    const keys = stationMessages.map(([key]) => key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'words.resources.stations.label',
        'words.resources.stations.count_few',
        'stations.createTitle',
        'kitchen.filters.station',
        'dashboard.stats.timing.station',
        'words.errors.codes.category_has_station',
      ]),
    );
  });

  it.each(stationMessages)('%s says محطة, never قسم', (_key, text) => {
    expect(text).toMatch(STATION);
    expect(text).not.toMatch(SECTION);
  });
});
