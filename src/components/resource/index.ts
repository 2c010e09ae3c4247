/** The shared resource kit: one place for list, create modal and detail drawer behaviour. */
export * from './types';
export * from './config';
export {
  crudEndpoints,
  ownEndpoints,
  reportEndpoints,
  toWriteError,
  ifMatch,
  type CrudApi,
  type WriteError,
} from './api';
export { publishedFirst, PUBLISHED_BY_DEFAULT_HINT } from './publishStatus';
export { ResourceKitProvider, useKitEnv, useAccess, fromSettings, settingsOptions, type KitEnv } from './env';
export { column, actionsColumn } from './list/columns';
export { nameColumn, relationNameColumn, enumColumn, createdColumn } from './list/columnPresets';
export { personColumn, emailColumn, phoneColumn, dateOfBirthColumn, addressColumn } from './list/contactColumns';
export {
  TextCell,
  PhoneCell,
  EmailCell,
  DateCell,
  DateTimeCell,
  TimeCell,
  MoneyCell,
  Unit,
  DetailLink,
  NameWithAvatar,
  StatusBadge,
  EnumBadge,
  Empty,
  formatMoney,
  isValidUrl,
  truncate,
  humanize,
} from './list/cells';
export {
  AllergenChips,
  ContainsAllergens,
  containsText,
  codeLabels,
  ALLERGEN_OPTIONS_KEY,
  DIETARY_OPTIONS_KEY,
} from './list/allergens';
export { minLengthRule, validEmailRule, isEmail, WEEKDAYS } from './form/rules';
export { productLabel, totalText, twoPlaces } from './labels';
export { ResourceList } from './list/ResourceList';
export { SEARCH_DEBOUNCE_MS } from './list/useResourceList';
export { listQueryArgs, wireFilters } from './list/listQuery';
export { ConfirmDelete } from './feedback/ConfirmDelete';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export { ItemRowActions } from './list/ItemRowActions';
export { useCrowded } from './list/useCrowded';
export { DELETE_CONFIRMATION } from './feedback/confirmText';
export { ExportButton, ImportButton, EXPORT_SUCCESS, IMPORT_SUCCESS, IMPORT_TITLE } from './data-transfer/DataTransfer';
export { SAVE_STATUS_TEXT, type SaveStatus } from './form/saveStatus';
export { GuardedButton } from './GuardedButton';
export { ChangePassword } from './drawer/ChangePassword';
export { useKitToasts, undoText, UNDO_SECONDS, KIT_TOASTER_ID, usePendingDeletes } from './feedback/undo';
export { useUnsavedChangesGuard } from './form/useUnsavedChangesGuard';
export { parseListState, writeListState } from './list/listState';
export { LazyDetailDrawer, resourceScreens, type ResourceScreens } from './screens';
export { useCreateForm, type CreateFormController } from './form/useCreateForm';
export { useOverridePrompt, type OverridePrompt, type OverrideExtra } from './form/OverridePrompt';
export { prefillCreate } from './form/prefill';
export { validateField } from './form/fieldValues';
export { LookupSelect } from './lookups/lookups';
export { useLookupLabels } from './lookupSources';
export { DateRangePicker } from './filters/DateRangeFilter';
export { dateBetween, type DateRange } from './filters/dateRange';
export { DateInput, DATE_PLACEHOLDER, type DateInputProps } from './dates/DateInput';
export { TimeInput, TIME_PLACEHOLDER } from './dates/TimeInput';
export { DateTimeInput } from './dates/DateTimeInput';
export { Pagination } from './list/Pagination';
export { BulkDeleteButton, NO_ROWS_SELECTED } from './list/BulkDeleteButton';
export { useDebouncedValue } from './useDebounced';
export { isOffline } from './offline';
