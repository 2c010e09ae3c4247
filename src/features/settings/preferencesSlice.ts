import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColorMode = 'light' | 'dark';
export type ProductView = 'table' | 'card';

/** UI preferences: stored under the `colorMode` and `product-view` browser-storage keys too. */
export interface PreferencesState {
  colorMode: ColorMode;
  productView: ProductView;
  sidebarCollapsed: boolean;
  /** The outlets this device's kitchen board shows (ids); empty means every outlet. */
  boardOutlets?: number[];
  /** The station this device's kitchen board works for (an id); none (null or missing) is expo: every station. */
  boardStation?: number | null;
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

const NO_OUTLETS: number[] = [];

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
    boardOutletsChosen(state, action: PayloadAction<number[]>) {
      state.boardOutlets = action.payload;
    },
    boardStationChosen(state, action: PayloadAction<number | null>) {
      state.boardStation = action.payload;
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
    selectBoardOutlets: (s) => s.boardOutlets ?? NO_OUTLETS,
    selectBoardStation: (s) => s.boardStation ?? null,
  },
});

export const {
  colorModeChosen,
  productViewChosen,
  sidebarToggled,
  boardOutletsChosen,
  boardStationChosen,
  preferencesReset,
} = preferencesSlice.actions;
export const {
  selectColorMode,
  selectEffectiveColorMode,
  selectProductView,
  selectSidebarCollapsed,
  selectBoardOutlets,
  selectBoardStation,
} = preferencesSlice.selectors;
export const preferencesReducer = preferencesSlice.reducer;
