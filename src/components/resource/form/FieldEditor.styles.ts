import { makeStyles } from '@fluentui/react-components';

/** Classes of the field editors: full width, a taller text area. */
export const useFieldEditorStyles = makeStyles({
  full: { width: '100%', minWidth: 0 },
  textarea: { width: '100%', minHeight: '96px' },
});
