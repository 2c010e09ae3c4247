import { makeStyles, tokens } from '@fluentui/react-components';

/** Classes of the field editors: full width, a taller text area, a focus ring. */
export const useFieldEditorStyles = makeStyles({
  full: { width: '100%', minWidth: 0 },
  // A time field's own focus mark is only its highlighted segment: it gets a ring around the whole box.
  focusRing: {
    ':focus-within': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: tokens.strokeWidthThin,
    },
  },
  textarea: { width: '100%', minHeight: '96px' },
});
