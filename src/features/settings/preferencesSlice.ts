import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColorMode = 'light' | 'dark';
export type ProductView = 'table' | 'card';

/**
 * UI preferences of the user: stored under the `colorMode` and `product-view` browser-storage keys too, and
 * forgotten at sign-out. How a device's kitchen board is set up is the device's (kitchen/deviceSettings.ts).
 */
export interface PreferencesState {
  colorMode: ColorMode;
  productView: ProductView;
  sidebarCollapsed: boolean;
}

export const PREFERENCE_STORAGE_KEYS = { colorMode: 'colorMode', productView: 'product-view' } as const;

function readStored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return allowed.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function initialPreferences(): PreferencesState {
  return {
    colorMode: readStored(PREFERENCE_STORAGE_KEYS.colorMode, ['light', 'dark'], 'light'),
    productView: readStored(PREFERENCE_STORAGE_KEYS.productView, ['table', 'card'], 'table'),
    sidebarCollapsed: false,
  };
}

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    colorModeChosen(state, action: PayloadAction<ColorMode>) {
      state.colorMode = action.payload;
    },
    productViewChosen(state, action: PayloadAction<ProductView>) {
      state.productView = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    /** Back to the defaults once browser storage is cleared (logout). */
    preferencesReset: () => ({ colorMode: 'light', productView: 'table', sidebarCollapsed: false }) as PreferencesState,
  },
  selectors: {
    selectColorMode: (s) => s.colorMode,
    /** The theme actually shown: light is forced whatever the saved mode. */
    selectEffectiveColorMode: (): ColorMode => 'light',
    selectProductView: (s) => s.productView,
    selectSidebarCollapsed: (s) => s.sidebarCollapsed,
  },
});

export const { colorModeChosen, productViewChosen, sidebarToggled, preferencesReset } = preferencesSlice.actions;
export const { selectColorMode, selectEffectiveColorMode, selectProductView, selectSidebarCollapsed } =
  preferencesSlice.selectors;
export const preferencesReducer = preferencesSlice.reducer;
