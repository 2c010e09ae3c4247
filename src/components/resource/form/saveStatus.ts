/**
 * The auto-save indicator's states and texts. 'offline': the server is out of reach and nothing waits;
 * 'unsent': an edit was refused while offline and waits, kept in its field, to be saved once back online.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'offline' | 'unsent';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  idle: 'waiting for changes',
  saving: 'saving...',
  saved: 'saved',
  error: 'auto save failure',
  offline: 'offline',
  unsent: 'not saved (offline)',
};
