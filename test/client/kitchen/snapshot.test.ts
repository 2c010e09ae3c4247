import { readSnapshot, saveSnapshot, snapshotKey, SNAPSHOTS_KEPT } from '../../../src/lib/offline/snapshot';
import { memoryStorage } from '../../../src/lib/offline/storage';

describe('screen snapshots', () => {
  it('gives back the last answer to the same question, per user', async () => {
    const storage = memoryStorage();
    const question = snapshotKey({ statusIn: 'pending,processing', page: 1 });
    await saveSnapshot('kitchen-board', 'kitchen@demo.test', question, { data: { n: 1 }, savedAt: 10 }, storage);
    await saveSnapshot('kitchen-board', 'kitchen@demo.test', question, { data: { n: 2 }, savedAt: 20 }, storage);
    expect(await readSnapshot('kitchen-board', 'kitchen@demo.test', question, storage)).toEqual({
      data: { n: 2 },
      savedAt: 20,
    });
    // Another user, another screen, another question: nothing.
    expect(await readSnapshot('kitchen-board', 'manager@demo.test', question, storage)).toBeUndefined();
    expect(await readSnapshot('production', 'kitchen@demo.test', question, storage)).toBeUndefined();
    expect(await readSnapshot('kitchen-board', 'kitchen@demo.test', snapshotKey({ page: 2 }), storage)).toBeUndefined();
  });

  it('names a question the same whatever the order of its arguments', () => {
    expect(snapshotKey({ a: 1, b: { d: 2, c: [3, 1] } })).toBe(snapshotKey({ b: { c: [3, 1], d: 2 }, a: 1 }));
    expect(snapshotKey({ a: 1 })).not.toBe(snapshotKey({ a: 2 }));
  });

  it(`keeps the ${SNAPSHOTS_KEPT} most recent questions of a screen`, async () => {
    const storage = memoryStorage();
    for (let page = 1; page <= SNAPSHOTS_KEPT + 2; page++)
      await saveSnapshot('kitchen-board', 'u', snapshotKey({ page }), { data: page, savedAt: page }, storage);
    expect(await readSnapshot('kitchen-board', 'u', snapshotKey({ page: 1 }), storage)).toBeUndefined();
    expect(await readSnapshot('kitchen-board', 'u', snapshotKey({ page: 2 }), storage)).toBeUndefined();
    expect(await readSnapshot('kitchen-board', 'u', snapshotKey({ page: 3 }), storage)).toEqual({
      data: 3,
      savedAt: 3,
    });
  });
});
