import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLookupOptions } from '../lookupSources';
import type { LookupFilter, LookupOption, LookupSource } from '../types';

/** Props of both lookups; `V` is one option (or null) for the single, a list for the multiple. */
interface LookupProps<V> {
  source: LookupSource;
  /** List filters sent with every search (e.g. the chosen organization's employees only). */
  filter?: LookupFilter;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  onBlur?: () => void;
  onFocus?: () => void;
}
export type LookupSelectProps = LookupProps<LookupOption | null>;
export type LookupMultiSelectProps = LookupProps<LookupOption[]>;

/** What a lookup's controller reads: the props its view does not hand to the box. */
type Controlled<P> = Omit<P, 'disabled' | 'placeholder' | 'id' | 'aria-label'>;

/**
 * The single lookup's controller: the open list, the box's text and what was typed (the server search), the
 * options with the current value kept among them.
 */
export function useLookupSelect({ source, filter, value, onChange, onBlur, onFocus }: Controlled<LookupSelectProps>) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value?.label ?? '');
  const [typed, setTyped] = useState('');
  const { options, isFetching } = useLookupOptions(source, typed, open, filter);
  const focused = useRef(false);
  // What the user is typing stays; otherwise the box shows the value, also when it arrives while focused
  // (an edit dialog focuses its first lookup before the record's value is loaded into it).
  const typing = useRef(false);
  useEffect(() => {
    if (!focused.current || !typing.current) setText(value?.label ?? '');
  }, [value]);
  const shown = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return {
    open,
    text,
    shown,
    isFetching,
    onOpenChange: (_: unknown, data: { open: boolean }) => setOpen(data.open),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      typing.current = true;
      setText(e.target.value);
      setTyped(e.target.value);
      setOpen(true);
    },
    onFocus: () => {
      focused.current = true;
      onFocus?.();
    },
    onBlur: () => {
      focused.current = false;
      typing.current = false;
      setTyped('');
      setText(value?.label ?? '');
      onBlur?.();
    },
    onOptionSelect: (_: unknown, data: { optionValue?: string }) => {
      const picked = shown.find((o) => String(o.id) === data.optionValue) ?? null;
      typing.current = false;
      setText(picked?.label ?? '');
      setTyped('');
      if ((picked?.id ?? null) !== (value?.id ?? null)) onChange(picked);
    },
  };
}

/**
 * The multiple lookup's controller: the open list, what was typed (the server search), the chosen ids and
 * the options not chosen yet.
 */
export function useLookupMultiSelect({ source, filter, value, onChange }: Controlled<LookupMultiSelectProps>) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { options, isFetching } = useLookupOptions(source, typed, open, filter);
  const chosen = new Set(value.map((o) => String(o.id)));
  const known = new Map<string, LookupOption>([...value, ...options].map((o) => [String(o.id), o]));
  return {
    open,
    typed,
    chosen,
    offered: options.filter((o) => !chosen.has(String(o.id))),
    isFetching,
    onOpenChange: (_: unknown, data: { open: boolean }) => setOpen(data.open),
    onOptionSelect: (_: unknown, data: { selectedOptions: string[] }) => {
      const next = data.selectedOptions.map((id) => known.get(id)).filter((o): o is LookupOption => !!o);
      onChange(next);
      setTyped('');
    },
    onType: (e: ChangeEvent<HTMLInputElement>) => {
      setTyped(e.target.value);
      setOpen(true);
    },
  };
}
