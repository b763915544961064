/** Durability settings of the SQLite file, and the write concern that asks for the journal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../commands/index.js';
import { Cursors } from '../cursors.js';
import { Storage } from '../storage.js';
import { tempDir } from './harness.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function open(synchronous?: 'full' | 'normal'): Storage {
  const temp = tempDir();
  const storage = new Storage(temp.dir, { synchronous });
  cleanups.push(() => {
    storage.close();
    temp.remove();
  });
  return storage;
}

const level = (storage: Storage) => storage.db.pragma('synchronous', { simple: true });
const FULL = 2;
const NORMAL = 1;

describe('Storage durability', () => {
  it('commits without fsync by default and fsyncs inside durably()', () => {
    const storage = open();
    expect(level(storage)).toBe(NORMAL);
    expect(storage.durably(() => level(storage))).toBe(FULL);
    expect(level(storage)).toBe(NORMAL);
  });

  it("fsyncs every commit with synchronous 'full'", () => {
    const storage = open('full');
    expect(level(storage)).toBe(FULL);
    storage.durably(() => undefined);
    expect(level(storage)).toBe(FULL);
  });

  it('runs a write with writeConcern j:true (or fsync:true) durably, and others not', () => {
    const storage = open();
    const durably = vi.spyOn(storage, 'durably');
    const ctx = { storage, cursors: new Cursors(), connectionId: 1, remoteAddress: 'test' };
    const onError = () => {
      throw new Error('unexpected internal error');
    };
    expect(runCommand({ insert: 'c', documents: [{ _id: 1 }], $db: 'd' }, ctx, onError)).toMatchObject({ n: 1, ok: 1 });
    expect(durably).not.toHaveBeenCalled();
    expect(
      runCommand({ insert: 'c', documents: [{ _id: 2 }], writeConcern: { w: 1, j: true }, $db: 'd' }, ctx, onError),
    ).toMatchObject({ n: 1, ok: 1 });
    expect(
      runCommand(
        { delete: 'c', deletes: [{ q: { _id: 1 }, limit: 1 }], writeConcern: { fsync: true }, $db: 'd' },
        ctx,
        onError,
      ),
    ).toMatchObject({ n: 1, ok: 1 });
    expect(durably).toHaveBeenCalledTimes(2);
    expect(level(storage)).toBe(NORMAL);
  });
});
