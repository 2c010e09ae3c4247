import { makeStyles } from '@fluentui/react-components';
import { useDirection } from './useCurrentLanguage';

const useStyles = makeStyles({ mirrored: { transform: 'scaleX(-1)' } });

/**
 * Class for an icon that points along the reading direction (a chevron to the next page, a back arrow):
 * mirrored in right to left, so "next" still points the way the page reads. Clocks, checks and logos are not.
 */
export function useMirrorInRtl(): string | undefined {
  const styles = useStyles();
  return useDirection() === 'rtl' ? styles.mirrored : undefined;
}
