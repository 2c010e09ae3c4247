/** The auto-save indicator's states and texts. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  idle: 'waiting for changes',
  saving: 'saving...',
  saved: 'saved',
  error: 'auto save failure',
};
