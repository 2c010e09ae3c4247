import {
  Avatar,
  Combobox,
  makeStyles,
  Option,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { avatarColor, avatarInitials } from '../../../lib/avatar';
import { LOOKUPS, useLookupLabels, useLookupOptions } from '../lookupSources';
import type { LookupFilter, LookupOption, LookupSource } from '../types';
import { useTranslation } from '../../../i18n/useTranslation';

/** The lookup controls: a single select and a multiple select (tags), both searching the server. */

export { LOOKUPS, useLookupLabels, useLookupOptions };

const useStyles = makeStyles({
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  full: { width: '100%', minWidth: 0 },
  status: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

function OptionContent({ option, shape }: { option: LookupOption; shape?: 'circular' | 'square' }) {
  const styles = useStyles();
  return (
    <span className={styles.option}>
      {option.image !== undefined ? (
        <Avatar
          size={20}
          shape={shape}
          name={option.label}
          initials={avatarInitials(option.label) || undefined}
          color={avatarColor(option.label)}
          image={option.image ? { src: option.image, alt: '' } : undefined}
        />
      ) : null}
      {option.label}
    </span>
  );
}

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
type LookupSelectProps = LookupProps<LookupOption | null>;
type LookupMultiSelectProps = LookupProps<LookupOption[]>;

/** A single lookup: a combobox whose typing searches the server. */
export function LookupSelect({
  source,
  filter,
  value,
  onChange,
  disabled,
  placeholder,
  onBlur,
  onFocus,
  ...rest
}: LookupSelectProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value?.label ?? '');
  const [typed, setTyped] = useState('');
  const { options, isFetching } = useLookupOptions(source, typed, open, filter);
  const { t } = useTranslation(['kit', 'common']);
  const focused = useRef(false);
  // What the user is typing stays; otherwise the box shows the value, also when it arrives while focused
  // (an edit dialog focuses its first lookup before the record's value is loaded into it).
  const typing = useRef(false);
  useEffect(() => {
    if (!focused.current || !typing.current) setText(value?.label ?? '');
  }, [value]);
  const shown = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
  return (
    <Combobox
      {...rest}
      className={styles.full}
      freeform={false}
      clearable={!disabled}
      disabled={disabled}
      placeholder={placeholder ?? t('lookups.typeToSearch')}
      value={text}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      selectedOptions={value ? [String(value.id)] : []}
      onChange={(e) => {
        typing.current = true;
        setText(e.target.value);
        setTyped(e.target.value);
        setOpen(true);
      }}
      onFocus={() => {
        focused.current = true;
        onFocus?.();
      }}
      onBlur={() => {
        focused.current = false;
        typing.current = false;
        setTyped('');
        setText(value?.label ?? '');
        onBlur?.();
      }}
      onOptionSelect={(_, data) => {
        const picked = shown.find((o) => String(o.id) === data.optionValue) ?? null;
        typing.current = false;
        setText(picked?.label ?? '');
        setTyped('');
        if ((picked?.id ?? null) !== (value?.id ?? null)) onChange(picked);
      }}
    >
      {shown.map((o) => (
        <Option key={o.id} value={String(o.id)} text={o.label}>
          <OptionContent option={o} shape={LOOKUPS[source].shape} />
        </Option>
      ))}
      {!shown.length ? (
        <div className={styles.status} role="status">
          {isFetching ? t('lookups.searching') : t('lookups.noResults')}
        </div>
      ) : null}
    </Combobox>
  );
}

/** A multiple lookup (e.g. a product's addons): chosen records as tags, typing searches the server. */
export function LookupMultiSelect({
  source,
  filter,
  value,
  onChange,
  disabled,
  placeholder,
  onBlur,
  onFocus,
  ...rest
}: LookupMultiSelectProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { options, isFetching } = useLookupOptions(source, typed, open, filter);
  const { t } = useTranslation(['kit', 'common']);
  const chosen = new Set(value.map((o) => String(o.id)));
  const known = new Map<string, LookupOption>([...value, ...options].map((o) => [String(o.id), o]));
  return (
    <TagPicker
      disabled={disabled}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      selectedOptions={[...chosen]}
      onOptionSelect={(_, data) => {
        const next = data.selectedOptions.map((id) => known.get(id)).filter((o): o is LookupOption => !!o);
        onChange(next);
        setTyped('');
      }}
    >
      <TagPickerControl className={styles.full}>
        <TagPickerGroup aria-label={t('lookups.selected')}>
          {value.map((o) => (
            <Tag key={o.id} shape="rounded" value={String(o.id)}>
              {o.label}
            </Tag>
          ))}
        </TagPickerGroup>
        <TagPickerInput
          {...rest}
          value={typed}
          placeholder={value.length ? undefined : (placeholder ?? t('lookups.typeToSearch'))}
          onChange={(e) => {
            setTyped(e.target.value);
            setOpen(true);
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      </TagPickerControl>
      <TagPickerList>
        {options.filter((o) => !chosen.has(String(o.id))).length ? (
          options
            .filter((o) => !chosen.has(String(o.id)))
            .map((o) => (
              <TagPickerOption key={o.id} value={String(o.id)} text={o.label}>
                {o.label}
              </TagPickerOption>
            ))
        ) : (
          <div className={styles.status} role="status">
            {isFetching ? t('lookups.searching') : t('lookups.noResults')}
          </div>
        )}
      </TagPickerList>
    </TagPicker>
  );
}
