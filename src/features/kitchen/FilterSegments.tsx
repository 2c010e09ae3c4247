import { ToggleButton } from '@fluentui/react-components';
import { useBoardControlsStyles } from './BoardControls.styles';

interface FilterSegmentsProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of big toggle buttons, one pressed (aria-pressed), for a one-tap filter. */
export function FilterSegments<T extends string>({ label, options, value, onChange }: FilterSegmentsProps<T>) {
  const styles = useBoardControlsStyles();
  return (
    <div className={styles.group}>
      <span className={styles.groupLabel} aria-hidden="true">
        {label}
      </span>
      <div className={styles.segments} role="group" aria-label={label}>
        {options.map((o) => (
          <ToggleButton
            key={o.value}
            size="large"
            className={styles.segment}
            checked={o.value === value}
            appearance={o.value === value ? 'primary' : 'secondary'}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
