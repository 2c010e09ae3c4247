import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What login and refresh return under `data`. `iat`/`exp` are seconds since the epoch. */
export interface SessionTokens {
  token: string;
  refresh_key: string;
  user_login: string;
  token_signature: string;
  iat?: number | null;
  exp?: number | null;
}

/** The signed-in user as `GET /profile` describes them. */
export interface SessionProfile {
  display_name: string;
  email: string;
  avatar_url?: string | null;
  /** The language the user chose (`en`, `ar`, `fr`); null until they choose, when the browser's decides. */
  language?: string | null;
  capabilities: string[];
}

/**
 * The session kept in browser storage; persisted by redux-persist. Signed out it is `{}`, so no
 * credential key is left in storage at all.
 * `token_lifetime` is exp − iat in seconds (0 when unknown); `token_iat_timestamp` is the local clock (seconds)
 * at the moment the token was received, so a skewed client clock cannot make every call refresh.
 */
export interface SessionState {
  access_token?: string;
  refresh_token?: string;
  user_login?: string;
  token_signature?: string;
  token_lifetime?: number;
  token_iat_timestamp?: number;
  user_caps?: string[];
  profile?: Omit<SessionProfile, 'capabilities'>;
}

export const initialSessionState: SessionState = {};

const NO_CAPS: string[] = [];

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function tokenLifetime(tokens: Pick<SessionTokens, 'iat' | 'exp'>): number {
  const { iat, exp } = tokens;
  return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? exp - iat : 0;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Login or refresh succeeded. */
    tokensReceived: {
      reducer(state, action: PayloadAction<SessionTokens & { receivedAt: number }>) {
        const t = action.payload;
        state.access_token = t.token;
        state.refresh_token = t.refresh_key;
        state.user_login = t.user_login;
        state.token_signature = t.token_signature;
        state.token_lifetime = tokenLifetime(t);
        state.token_iat_timestamp = t.receivedAt;
      },
      prepare(tokens: SessionTokens) {
        return { payload: { ...tokens, receivedAt: nowInSeconds() } };
      },
    },
    profileLoaded(state, action: PayloadAction<SessionProfile>) {
      const { capabilities, ...profile } = action.payload;
      state.user_caps = Array.isArray(capabilities) ? capabilities : [];
      state.profile = {
        display_name: profile.display_name,
        email: profile.email,
        avatar_url: profile.avatar_url ?? null,
        language: profile.language ?? null,
      };
    },
    /** The user chose a language (saved on the server as well, so it follows them). */
    languageChosen(state, action: PayloadAction<string>) {
      if (state.profile) state.profile.language = action.payload;
    },
    /** Logout, or a refresh that failed: every stored credential goes. */
    signedOut() {
      return {};
    },
  },
  selectors: {
    selectAccessToken: (s) => s.access_token ?? null,
    /** Signed in = holding a token and the profile that came with it (capabilities known). */
    selectIsSignedIn: (s) => Boolean(s.access_token && s.profile),
    selectCapabilities: (s) => s.user_caps ?? NO_CAPS,
    selectProfile: (s) => s.profile ?? null,
    selectSession: (s) => s,
  },
});

export const { tokensReceived, profileLoaded, languageChosen, signedOut } = sessionSlice.actions;
export const { selectAccessToken, selectIsSignedIn, selectCapabilities, selectProfile, selectSession } =
  sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;
export const sessionSliceName = sessionSlice.name;
