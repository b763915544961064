/**
 * Durability settings of the SQLite file, the write concern that asks for the journal, and sorted walks that
 * list what is stored.
 */
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode } from '../bson.js';
import { runCommand } from '../commands/index.js';
import { Cursors } from '../cursors.js';
import { Storage } from '../storage.js';
import type { Doc } from '../values.js';
import { tempDir } from './harness.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function openIn(synchronous?: 'full' | 'normal'): { storage: Storage; dir: string } {
  const temp = tempDir();
  const storage = new Storage(temp.dir, { synchronous });
  cleanups.push(() => {
    storage.close();
    temp.remove();
  });
  return { storage, dir: temp.dir };
}

const open = (synchronous?: 'full' | 'normal'): Storage => openIn(synchronous).storage;

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

describe('Storage sorted walks', () => {
  const failOnInternalError = () => {
    throw new Error('unexpected internal error');
  };

  function withCommands() {
    const storage = open();
    const ctx = { storage, cursors: new Cursors(), connectionId: 1, remoteAddress: 'test' };
    const run = (command: Doc) => {
      const reply = runCommand({ ...command, $db: 'd' }, ctx, failOnInternalError) as Doc | Buffer;
      return Buffer.isBuffer(reply) ? decode(reply) : reply;
    };
    const listed = (sort: Doc = { n: -1 }) =>
      (run({ find: 'c', filter: {}, sort }) as { cursor: { firstBatch: Doc[] } }).cursor.firstBatch;
    return { storage, run, listed };
  }

  it('lists what is stored after updates, deletes and inserts, never an earlier copy', () => {
    const { run, listed } = withCommands();
    run({ insert: 'c', documents: [1, 2, 3].map((n) => ({ _id: n, n, name: `v${n}` })) });
    run({ createIndexes: 'c', indexes: [{ key: { n: 1 }, name: 'n_1' }] });
    expect(listed().map((doc) => doc.name)).toEqual(['v3', 'v2', 'v1']);
    expect(listed().map((doc) => doc.name)).toEqual(['v3', 'v2', 'v1']);

    run({ update: 'c', updates: [{ q: { _id: 2 }, u: { $set: { name: 'changed' } } }] });
    expect(listed().map((doc) => doc.name)).toEqual(['v3', 'changed', 'v1']);

    // The newest row is deleted and a new document takes its row id.
    run({ delete: 'c', deletes: [{ q: { _id: 3 }, limit: 1 }] });
    expect(listed().map((doc) => doc.name)).toEqual(['changed', 'v1']);
    run({ insert: 'c', documents: [{ _id: 4, n: 3, name: 'new' }] });
    expect(listed().map((doc) => doc.name)).toEqual(['new', 'changed', 'v1']);
  });

  it('lists what was committed after a rolled-back write that a walk read', () => {
    const { storage, run, listed } = withCommands();
    run({ insert: 'c', documents: [1, 2].map((n) => ({ _id: n, n, name: `v${n}` })) });
    run({ createIndexes: 'c', indexes: [{ key: { n: 1 }, name: 'n_1' }] });
    expect(() =>
      storage.transaction(() => {
        run({ update: 'c', updates: [{ q: { _id: 1 }, u: { $set: { name: 'uncommitted' } } }] });
        expect(listed().map((doc) => doc.name)).toEqual(['v2', 'uncommitted']);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(listed().map((doc) => doc.name)).toEqual(['v2', 'v1']);
  });

  it('walks in _id order too, after a change', () => {
    const { run, listed } = withCommands();
    run({ insert: 'c', documents: [1, 2].map((n) => ({ _id: n, name: `v${n}` })) });
    expect(listed({ _id: 1 }).map((doc) => doc.name)).toEqual(['v1', 'v2']);
    run({ update: 'c', updates: [{ q: { _id: 1 }, u: { $set: { name: 'changed' } } }] });
    expect(listed({ _id: 1 }).map((doc) => doc.name)).toEqual(['changed', 'v2']);
  });
});

describe('Storage erasure', () => {
  const onError = () => {
    throw new Error('unexpected internal error');
  };
  /** Whether any file of the store (database, WAL) holds `text`. */
  const onDisk = (dir: string, text: string) =>
    readdirSync(dir).some((file) => readFileSync(join(dir, file)).includes(Buffer.from(text)));

  it('wipes deleted documents, their index keys and their earlier versions from every file within a second, or at the next open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    cleanups.push(() => vi.useRealTimers());
    const { storage, dir } = openIn();
    const ctx = { storage, cursors: new Cursors(), connectionId: 1, remoteAddress: 'test' };
    const run = (command: Doc) => runCommand({ ...command, $db: 'd' }, ctx, onError);
    run({ createIndexes: 'c', indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }] });
    run({ insert: 'c', documents: [{ _id: 1, email: 'ada.erased@example.com', goal: 'first draft of a goal' }] });
    run({ update: 'c', updates: [{ q: { _id: 1 }, u: { $set: { goal: 'second draft of a goal' } } }] });
    run({ insert: 'c', documents: [{ _id: 2, email: 'kept@example.com', goal: 'a goal that stays' }] });
    run({ delete: 'c', deletes: [{ q: { _id: 1 }, limit: 1 }] });
    expect(onDisk(dir, 'first draft of a goal')).toBe(true);

    // The files as a process killed now would leave them: the next store to open them wipes first.
    const copy = tempDir();
    cleanups.push(copy.remove);
    for (const file of readdirSync(dir)) copyFileSync(join(dir, file), join(copy.dir, file));
    const reopened = new Storage(copy.dir);
    cleanups.push(() => reopened.close());
    expect(onDisk(copy.dir, 'first draft of a goal')).toBe(false);

    vi.advanceTimersByTime(1000);
    for (const text of ['ada.erased@example.com', 'first draft of a goal', 'second draft of a goal'])
      expect(onDisk(dir, text), text).toBe(false);
    expect(onDisk(dir, 'a goal that stays')).toBe(true);

    // A field removed later, after that wipe, goes the same way.
    run({ update: 'c', updates: [{ q: { _id: 2 }, u: { $unset: { goal: 1 } } }] });
    vi.advanceTimersByTime(1000);
    expect(onDisk(dir, 'a goal that stays')).toBe(false);
  });
});
