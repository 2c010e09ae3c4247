/** A bulk call without records (none sent, or an empty list) is refused with these words, exactly. */
export const NO_ROWS_SELECTED = 'No Action/Rows Selected!';
