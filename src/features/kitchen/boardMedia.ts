/** Phones: the filters fold behind one button, so the first order card shows without scrolling. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/** The same width as a style's media key. */
export const PHONE_MEDIA = `@media ${PHONE_QUERY}`;
