import { useMemo, useSyncExternalStore } from 'react';
import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { i18n } from './i18n';
import { DEFAULT_NAMESPACE } from './namespaces';

type Namespaces = FlatNamespace | readonly FlatNamespace[];

/**
 * The app's React binding of its one i18next instance: `t` for the namespaces a screen reads (the first is
 * the default; others by `ns:key`), a new `t` whenever the language changes, so memoised text follows.
 * A screen whose namespaces have not loaded suspends until they have. Switching language re-renders every
 * screen once, after i18next has loaded the new language's catalogues, so nothing flashes.
 *
 * (Kept to what the app uses, instead of react-i18next, to keep the /login route within its budget.)
 */
export function useTranslation<const Ns extends Namespaces = typeof DEFAULT_NAMESPACE>(
  namespaces?: Ns,
): { t: TFunction<Ns>; i18n: I18n } {
  const list: readonly FlatNamespace[] =
    namespaces === undefined
      ? [DEFAULT_NAMESPACE]
      : typeof namespaces === 'string'
        ? [namespaces as FlatNamespace]
        : (namespaces as readonly FlatNamespace[]);
  const key = list.join(' ');
  const revision = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the namespaces; `revision` the language
  const t = useMemo(() => i18n.getFixedT(null, list[0]), [key, revision]);
  if (!list.every((namespace) => i18n.hasLoadedNamespace(namespace))) throw loading(key, list);
  return { t: t as unknown as TFunction<Ns>, i18n };
}

let revision = 0;
const listeners = new Set<() => void>();
let listening = false;

function changed() {
  revision += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (!listening) {
    listening = true;
    i18n.on('languageChanged', changed);
    i18n.on('loaded', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentRevision = () => revision;

/** One download per set of namespaces, however many screens wait for it. */
const pending = new Map<string, Promise<void>>();

function loading(key: string, list: readonly FlatNamespace[]): Promise<void> {
  let promise = pending.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces([...list]).finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
