/**
 * Runtime configuration, served by the server as `/config.json` so one build serves every environment.
 * Loaded once at boot (see app/Boot) and read synchronously afterwards.
 */
export interface RuntimeConfig {
  /** App API base, e.g. `/cms/json-api/catering/v1`. */
  apiUrl: string;
  /** Auth base, e.g. `/cms/json-api/catering/v1/jwt`. */
  authUrl: string;
  /** Static `X-API-Key` value; empty when the server does not require one. */
  apiKey: string;
  appName: string;
  /** Login form prefill (empty in production). */
  loginEmail: string;
  loginPassword: string;
  companyName: string;
  contactEmail: string;
}

export const DEFAULT_API_URL = '/cms/json-api/catering/v1';

export const defaultRuntimeConfig: RuntimeConfig = {
  apiUrl: DEFAULT_API_URL,
  authUrl: `${DEFAULT_API_URL}/jwt`,
  apiKey: '',
  appName: 'Catering Back-Office',
  loginEmail: '',
  loginPassword: '',
  companyName: '',
  contactEmail: '',
};

let current: RuntimeConfig = defaultRuntimeConfig;
let loaded = false;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Fills gaps with defaults; authUrl defaults to `{apiUrl}/jwt`. */
export function normalizeRuntimeConfig(raw: Partial<Record<keyof RuntimeConfig, unknown>>): RuntimeConfig {
  const str = (key: keyof RuntimeConfig) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const apiUrl = trimSlash(str('apiUrl') || DEFAULT_API_URL);
  return {
    apiUrl,
    authUrl: trimSlash(str('authUrl') || `${apiUrl}/jwt`),
    apiKey: str('apiKey'),
    appName: str('appName') || defaultRuntimeConfig.appName,
    loginEmail: str('loginEmail'),
    loginPassword: str('loginPassword'),
    companyName: str('companyName'),
    contactEmail: str('contactEmail'),
  };
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = normalizeRuntimeConfig(config);
  loaded = true;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function isRuntimeConfigLoaded(): boolean {
  return loaded;
}

/** Fetches `/config.json` with plain fetch (no API client yet) and installs it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${url} is not a JSON object`);
  return setRuntimeConfig(body as Partial<RuntimeConfig>);
}
