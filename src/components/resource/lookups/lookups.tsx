import {
  Avatar,
  Combobox,
  Option,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components';
import { avatarColor, avatarInitials } from '../../../lib/avatar';
import { LOOKUPS, useLookupLabels, useLookupOptions } from '../lookupSources';
import type { LookupOption } from '../types';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLookupStyles } from './lookups.styles';
import {
  useLookupMultiSelect,
  useLookupSelect,
  type LookupMultiSelectProps,
  type LookupSelectProps,
} from './useLookups';

/** The lookup controls: a single select and a multiple select (tags), both searching the server. */

export { LOOKUPS, useLookupLabels, useLookupOptions };

function OptionContent({ option, shape }: { option: LookupOption; shape?: 'circular' | 'square' }) {
  const styles = useLookupStyles();
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

/** A single lookup: a combobox whose typing searches the server. */
export function LookupSelect({ disabled, placeholder, id, 'aria-label': ariaLabel, ...props }: LookupSelectProps) {
  const styles = useLookupStyles();
  const { t } = useTranslation(['kit', 'common']);
  const lookup = useLookupSelect(props);
  const { value, source } = props;
  return (
    <Combobox
      id={id}
      aria-label={ariaLabel}
      className={styles.full}
      freeform={false}
      clearable={!disabled}
      disabled={disabled}
      placeholder={placeholder ?? t('lookups.typeToSearch')}
      value={lookup.text}
      open={lookup.open}
      onOpenChange={lookup.onOpenChange}
      selectedOptions={value ? [String(value.id)] : []}
      onChange={lookup.onChange}
      onFocus={lookup.onFocus}
      onBlur={lookup.onBlur}
      onOptionSelect={lookup.onOptionSelect}
    >
      {lookup.shown.map((o) => (
        <Option key={o.id} value={String(o.id)} text={o.label}>
          <OptionContent option={o} shape={LOOKUPS[source].shape} />
        </Option>
      ))}
      {!lookup.shown.length ? (
        <div className={styles.status} role="status">
          {lookup.isFetching ? t('lookups.searching') : t('lookups.noResults')}
        </div>
      ) : null}
    </Combobox>
  );
}

/** A multiple lookup (e.g. a product's addons): chosen records as tags, typing searches the server. */
export function LookupMultiSelect({
  disabled,
  placeholder,
  id,
  'aria-label': ariaLabel,
  ...props
}: LookupMultiSelectProps) {
  const styles = useLookupStyles();
  const { t } = useTranslation(['kit', 'common']);
  const lookup = useLookupMultiSelect(props);
  const { value } = props;
  return (
    <TagPicker
      disabled={disabled}
      open={lookup.open}
      onOpenChange={lookup.onOpenChange}
      selectedOptions={[...lookup.chosen]}
      onOptionSelect={lookup.onOptionSelect}
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
          id={id}
          aria-label={ariaLabel}
          value={lookup.typed}
          placeholder={value.length ? undefined : (placeholder ?? t('lookups.typeToSearch'))}
          onChange={lookup.onType}
          onFocus={props.onFocus}
          onBlur={props.onBlur}
        />
      </TagPickerControl>
      <TagPickerList>
        {lookup.offered.length ? (
          lookup.offered.map((o) => (
            <TagPickerOption key={o.id} value={String(o.id)} text={o.label}>
              {o.label}
            </TagPickerOption>
          ))
        ) : (
          <div className={styles.status} role="status">
            {lookup.isFetching ? t('lookups.searching') : t('lookups.noResults')}
          </div>
        )}
      </TagPickerList>
    </TagPicker>
  );
}
