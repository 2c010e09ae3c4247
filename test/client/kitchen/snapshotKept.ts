import { waitFor } from '@testing-library/react';
import { offlineStorage } from '../../../src/lib/offline';

/**
 * Waits until a screen's last answer is kept on the device for the signed-in test user (what a reload
 * offline paints from): `scope` is the screen's snapshot scope ('kitchen-board', 'production').
 */
export async function snapshotKept(scope: string, user = 'admin@demo.test'): Promise<void> {
  await waitFor(async () => expect(await offlineStorage().get(`snapshot:${scope}:${user}`)).toBeDefined());
}
