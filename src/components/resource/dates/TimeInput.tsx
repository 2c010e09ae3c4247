import { Combobox, mergeClasses, Option } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { formatTimeOfDay, parseTimeOfDay } from '../../../lib/dates';
import { useDateInputStyles } from './dates.styles';

/** The placeholder of every time input (the spec's 'hh:mm a'). */
export const TIME_PLACEHOLDER = 'hh:mm am';

/** 'HH:mm' → '12:30 pm'. */
export const showTime = formatTimeOfDay;

/** Every quarter of an hour, as offered in the list. */
const QUARTERS = Array.from({ length: 96 }, (_, i) => {
  const value = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value, text: showTime(value) };
});

export interface TimeInputProps {
  /** 'HH:mm' (24 hours) or '' for none. */
  value: string;
  onChange: (time: string) => void;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  /** Emptied and left, the time is cleared (''); otherwise an empty text goes back to the last time. */
  clearable?: boolean;
  onFocus?: () => void;
  className?: string;
}

/**
 * The one time input: shows 'hh:mm am', lists every quarter of an hour and takes any typed time
 * ('12:30 pm', '12:30pm', '14:05'), applied on Enter or when left; a text that is no time goes back to
 * the last time.
 */
export function TimeInput({ value, onChange, clearable, className, ...rest }: TimeInputProps) {
  const styles = useDateInputStyles();
  const [text, setTextState] = useState(showTime(value));
  // The latest text, read by handlers that run in one event (an option chosen by Tab, then blur).
  const textRef = useRef(text);
  const setText = (next: string) => {
    textRef.current = next;
    setTextState(next);
  };
  // The last time held, sent or given (one event may choose twice: an option by Tab, then blur).
  const held = useRef(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The value changed from outside: show it.
    setSeen(value);
    held.current = value;
    textRef.current = showTime(value);
    setTextState(textRef.current);
  }
  const choose = (time: string) => {
    setText(showTime(time));
    if (time === held.current) return;
    held.current = time;
    onChange(time);
  };
  const apply = () => {
    const typed = textRef.current;
    const time = typed.trim() ? parseTimeOfDay(typed) : clearable ? '' : null;
    if (time === null) setText(showTime(held.current));
    else choose(time);
  };
  return (
    <Combobox
      {...rest}
      className={mergeClasses(styles.control, className)}
      // 'hh:mm am' reads left to right in every language: inside Arabic it would be drawn 'am hh:mm'.
      input={{ className: styles.timeText, dir: 'ltr' }}
      freeform
      placeholder={TIME_PLACEHOLDER}
      expandIcon={<ClockRegular />}
      value={text}
      selectedOptions={value ? [value] : []}
      onChange={(e) => setText(e.target.value)}
      onOptionSelect={(e, d) => {
        // Enter or Tab picks the highlighted quarter; a time typed in full wins over it.
        const typed = e.type === 'keydown' ? parseTimeOfDay(textRef.current) : null;
        if (typed) choose(typed);
        else if (d.optionValue) choose(d.optionValue);
      }}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    >
      {QUARTERS.map((q) => (
        <Option key={q.value} value={q.value} text={q.text}>
          <span dir="ltr">{q.text}</span>
        </Option>
      ))}
    </Combobox>
  );
}
