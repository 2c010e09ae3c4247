import { useEffect, useState } from 'react';
import { offlineStorage, type OfflineStorage } from './storage';

/**
 * A screen's last answer, kept per signed-in user and per question (the query's arguments), so the screen
 * can paint at once from it while offline or still loading. Only the most recent few questions are kept.
 */
export interface Snapshot<T> {
  data: T;
  /** When the server gave this answer (epoch ms). */
  savedAt: number;
}

/** Questions kept per screen and user; the least recently answered goes first. */
export const SNAPSHOTS_KEPT = 8;

type Book<T> = Record<string, Snapshot<T>>;

const bookKey = (scope: string, user: string) => `snapshot:${scope}:${user}`;

/** The same text for the same arguments, whatever the order of their keys. */
export function snapshotKey(args: unknown): string {
  return JSON.stringify(args, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

export async function saveSnapshot<T>(
  scope: string,
  user: string,
  question: string,
  snapshot: Snapshot<T>,
  storage: OfflineStorage = offlineStorage(),
): Promise<void> {
  await storage.update<Book<T>>(bookKey(scope, user), (old) => {
    const book: Book<T> = { ...old };
    delete book[question];
    book[question] = snapshot;
    const newestFirst = Object.entries(book).sort(([, a], [, b]) => b.savedAt - a.savedAt);
    return Object.fromEntries(newestFirst.slice(0, SNAPSHOTS_KEPT));
  });
}

export async function readSnapshot<T>(
  scope: string,
  user: string,
  question: string,
  storage: OfflineStorage = offlineStorage(),
): Promise<Snapshot<T> | undefined> {
  const book = await storage.get<Book<T>>(bookKey(scope, user));
  return book?.[question];
}

/**
 * Keeps the screen's answer (`data`, fetched at `fetchedAt`) for `user` and `args`, and returns the one kept
 * last time for the same question (null until read, or when there is none). Nothing is kept signed out.
 */
export function useSnapshot<T>(
  scope: string,
  user: string | null | undefined,
  args: unknown,
  data: T | undefined,
  fetchedAt: number | undefined,
): Snapshot<T> | null {
  const question = user && args !== undefined ? snapshotKey(args) : null;
  const [stored, setStored] = useState<{ question: string; snapshot: Snapshot<T> | null } | null>(null);

  useEffect(() => {
    if (!user || !question) return;
    let current = true;
    readSnapshot<T>(scope, user, question).then(
      (snapshot) => current && setStored({ question, snapshot: snapshot ?? null }),
      () => current && setStored({ question, snapshot: null }),
    );
    return () => {
      current = false;
    };
  }, [scope, user, question]);

  useEffect(() => {
    if (!user || !question || data === undefined || fetchedAt === undefined) return;
    saveSnapshot(scope, user, question, { data, savedAt: fetchedAt }).catch(() => undefined);
  }, [scope, user, question, data, fetchedAt]);

  return stored?.question === question ? stored.snapshot : null;
}
