/** How often an open tab (a kitchen board stays open all day) asks the server whether a new build is out. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
