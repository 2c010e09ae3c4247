import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { enumLabel } from './text';
import type { AccessResult, EnumOption, KitSettings } from './types';

/**
 * What the kit needs from the signed-in app: the access decision and the server settings
 * (enumerations, time zones, roles). Shared code may not depend on features or the app, so the app
 * provides these once around the resource routes (app/authenticatedRoutes).
 */
export interface KitEnv {
  can: (resource: string, action: string) => AccessResult;
  settings: KitSettings;
}

const DENY_ALL: KitEnv = {
  can: () => ({ can: false, reason: 'words:access.missing' }),
  settings: {},
};

const KitEnvContext = createContext<KitEnv>(DENY_ALL);

export function ResourceKitProvider({ value, children }: { value: KitEnv; children: ReactNode }) {
  return <KitEnvContext.Provider value={value}>{children}</KitEnvContext.Provider>;
}

export function useKitEnv(): KitEnv {
  return useContext(KitEnvContext);
}

const ALLOWED: AccessResult = { can: true };

/**
 * Access of the signed-in user to `action` on `resource`; undefined rule = allowed. The result keeps its
 * identity while the decision stays the same, so it can be a dependency of memos and effects.
 */
export function useAccess(resource: string | undefined, action: string | undefined): AccessResult {
  const { can } = useKitEnv();
  const { can: allowed, reason } = !resource || !action ? ALLOWED : can(resource, action);
  return useMemo(() => (reason === undefined ? { can: allowed } : { can: allowed, reason }), [allowed, reason]);
}

/**
 * The `[{value, label}]` list of a settings enumeration, labelled in the language shown
 * (`words:enums.<key>.<value>`, else the server's label).
 */
export function settingsOptions(settings: KitSettings, key: string): EnumOption[] {
  const list = settings[key];
  return Array.isArray(list)
    ? list
        .filter((o): o is EnumOption => !!o && typeof o === 'object' && 'value' in o)
        .map((o) => ({
          value: String(o.value),
          label: enumLabel(key, String(o.value), String(o.label ?? o.value)),
        }))
    : [];
}

/** Options of a settings enumeration, as a config function. */
export const fromSettings = (key: string) => (settings: KitSettings) => settingsOptions(settings, key);
