// Arabic glyphs come from a font the app serves itself, so a kitchen tablet with no Arabic font installed
// still reads Arabic. The faces are registered only once Arabic is shown: other languages never download them.
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';
import semibold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2';
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';

/** The Arabic blocks the faces cover (as the package's own CSS declares them). */
const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EEFF';

let registered = false;

/**
 * Adds the Arabic faces to the document under `family` (idempotent; font.ts passes it, so this chunk imports
 * nothing of ours); the browser downloads a weight when text uses it.
 */
export function registerArabicFont(family: string): void {
  if (registered || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  registered = true;
  for (const [url, weight] of [
    [regular, '400'],
    [semibold, '600'],
    [bold, '700'],
  ] as const) {
    document.fonts.add(
      new FontFace(family, `url(${url}) format('woff2')`, {
        weight,
        unicodeRange: ARABIC_RANGE,
        display: 'swap',
      }),
    );
  }
}
