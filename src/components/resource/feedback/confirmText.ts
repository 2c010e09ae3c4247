/** Spec §8: delete confirmation 'Are you sure?'. */
export const DELETE_CONFIRMATION = 'Are you sure?';
