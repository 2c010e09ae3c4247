import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { derivePrimaryDark } from '../../lib/color';

export interface EnumOption {
  value: string;
  label: string;
}

/** `GET /misc/settings`, cached in the store and persisted. */
export interface AppSettings {
  app_name?: string | null;
  app_logo?: string | null;
  primary_color?: string | null;
  primary_color_dark?: string | null;
  user_roles?: EnumOption[];
  add_on_types?: EnumOption[];
  category_statuses?: EnumOption[];
  order_statuses?: EnumOption[];
  order_types?: EnumOption[];
  order_payment_methods?: EnumOption[];
  outlet_time_zones?: EnumOption[];
  /** The zone the kitchen board counts its days in (the one most outlets use). */
  kitchen_time_zone?: string | null;
  product_statuses?: EnumOption[];
  product_stock_statuses?: EnumOption[];
  /** The company invoices are from (printed on them). */
  company_name?: string | null;
  company_address?: string | null;
  company_tax_number?: string | null;
}

export interface SettingsState {
  value: AppSettings | null;
}

const initialState: SettingsState = { value: null };

/** `primary_color_dark` as sent, else `primary_color` lightened by 20 per channel (none without a primary). */
export function withPrimaryDark(settings: AppSettings): AppSettings {
  const primary = settings.primary_color;
  if (!primary) return settings;
  return { ...settings, primary_color_dark: derivePrimaryDark(primary, settings.primary_color_dark) };
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** Stores the server settings; a missing `primary_color_dark` is derived from `primary_color`. */
    settingsLoaded(state, action: PayloadAction<AppSettings>) {
      state.value = withPrimaryDark(action.payload);
    },
  },
  selectors: {
    selectSettings: (s) => s.value,
  },
});

export const { settingsLoaded } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
export const settingsReducer = settingsSlice.reducer;
