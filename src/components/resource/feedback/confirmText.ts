/** Every delete asks 'Are you sure?' first. */
export const DELETE_CONFIRMATION = 'Are you sure?';
