import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
}

export interface SettingsState {
  value: AppSettings | null;
}

const initialState: SettingsState = { value: null };

const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<AppSettings>) {
      state.value = action.payload;
    },
  },
  selectors: {
    selectSettings: (s) => s.value,
  },
});

export const { settingsLoaded } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
export const settingsReducer = settingsSlice.reducer;
