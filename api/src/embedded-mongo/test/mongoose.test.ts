/**
 * Conformance through mongoose, unmodified: connecting, building indexes, duplicate-key errors,
 * upserts, populate, $lookup, TTL index definitions, sessions. Runs against a real MongoDB when
 * MONGODB_TEST_URI is set.
 */
import { randomBytes } from 'node:crypto';
import mongoose, { type Connection, Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, type Target, withDb } from './harness.js';

let target: Target;
let connection: Connection;

const newId = () => randomBytes(9).toString('base64url');

const personSchema = new Schema(
  {
    _id: { type: String, default: newId },
    email: { type: String, required: true, unique: true, lowercase: true },
    name: String,
    tags: [String],
    visits: { type: Number, default: 0 },
    born: Date,
  },
  { timestamps: true },
);
personSchema.index({ name: 1, born: -1 });

const noteSchema = new Schema(
  {
    _id: { type: String, default: newId },
    text: { type: String, required: true },
    author: { type: String, ref: 'Person', required: true },
  },
  { timestamps: true },
);

const tokenSchema = new Schema({
  _id: { type: String, default: newId },
  expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
});

const inviteSchema = new Schema({
  code: { type: String, required: true },
  active: { type: Boolean, default: true },
});
inviteSchema.index({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });

beforeAll(async () => {
  target = await startTarget();
  connection = await mongoose.createConnection(withDb(target.uri, target.dbName), { maxPoolSize: 10 }).asPromise();
  connection.model('Person', personSchema);
  connection.model('Note', noteSchema);
  connection.model('Token', tokenSchema);
  connection.model('Invite', inviteSchema);
  await Promise.all(connection.modelNames().map((name) => connection.model(name).init()));
});

afterAll(async () => {
  await connection.close();
  await target.close();
});

const Person = () => connection.model('Person');
const Note = () => connection.model('Note');

describe('models and indexes', () => {
  it('builds the schema indexes on init (autoIndex / createIndexes)', async () => {
    const indexes = await Person().listIndexes();
    const byName = Object.fromEntries(indexes.map((i) => [i.name, i]));
    expect(byName.email_1).toMatchObject({ key: { email: 1 }, unique: true });
    expect(byName['name_1_born_-1']).toMatchObject({ key: { name: 1, born: -1 } });
    const ttl = (await connection.model('Token').listIndexes()).find((i) => i.name === 'expire_1');
    expect(ttl).toMatchObject({ expireAfterSeconds: 0 });
  });

  it('reports nothing to change after syncIndexes and diffIndexes', async () => {
    await Person().collection.createIndex({ stray: 1 });
    const dropped = await Person().syncIndexes();
    expect(dropped).toEqual(['stray_1']);
    expect(await Person().diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
    await Person().createIndexes();
  });
});

describe('documents', () => {
  it('creates, finds, updates and deletes with timestamps and Dates intact', async () => {
    const born = new Date('1990-05-17T00:00:00.000Z');
    const created = await Person().create({ email: 'Ada@Example.com', name: 'Ada', born, tags: ['math'] });
    const found = await Person()
      .findById(created._id)
      .lean<{ email: string; born: Date; createdAt: Date; tags: string[] }>();
    expect(found!.email).toBe('ada@example.com');
    expect(found!.born).toEqual(born);
    expect(found!.createdAt).toBeInstanceOf(Date);
    expect(found!.tags).toEqual(['math']);

    created.set('name', 'Ada L.');
    await created.save();
    expect((await Person().findById(created._id))!.get('name')).toBe('Ada L.');
    await Person().updateOne({ _id: created._id }, { $inc: { visits: 2 }, $push: { tags: 'poetry' } });
    const updated = await Person().findById(created._id).lean<{ visits: number; tags: string[] }>();
    expect(updated).toMatchObject({ visits: 2, tags: ['math', 'poetry'] });
    expect(await Person().exists({ email: 'ada@example.com' })).toBeTruthy();
    await Person().deleteOne({ _id: created._id });
    expect(await Person().findById(created._id)).toBeNull();
  });

  it('raises the usual duplicate-key error on a unique field', async () => {
    await Person().create({ email: 'dup@example.com' });
    const error = await Person()
      .create({ email: 'dup@example.com' })
      .then(
        () => undefined,
        (e: unknown) => e as { code?: number; keyValue?: unknown; keyPattern?: unknown; name?: string },
      );
    expect(error?.name).toBe('MongoServerError');
    expect(error?.code).toBe(11000);
    expect(error?.keyPattern).toEqual({ email: 1 });
    expect(error?.keyValue).toEqual({ email: 'dup@example.com' });
    expect(await Person().countDocuments({ email: 'dup@example.com' })).toBe(1);
  });

  it('raises it from insertMany and from a findOneAndUpdate that collides', async () => {
    await Person().create({ email: 'one@example.com' }, { email: 'two@example.com' });
    const bulk = await Person()
      .insertMany([{ email: 'three@example.com' }, { email: 'one@example.com' }])
      .then(
        () => undefined,
        (e: unknown) => e as { code?: number },
      );
    expect(bulk?.code).toBe(11000);
    const update = await Person()
      .findOneAndUpdate({ email: 'two@example.com' }, { $set: { email: 'one@example.com' } })
      .then(
        () => undefined,
        (e: unknown) => e as { code?: number; keyValue?: unknown },
      );
    expect(update?.code).toBe(11000);
    expect(update?.keyValue).toEqual({ email: 'one@example.com' });
  });

  it('upserts with findOneAndUpdate, applying defaults and createdAt only on insert', async () => {
    const first = await Person()
      .findOneAndUpdate(
        { email: 'upsert@example.com' },
        { $set: { name: 'First' } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<{ _id: string; name: string; visits: number; createdAt: Date; updatedAt: Date }>();
    expect(first).toMatchObject({ name: 'First', visits: 0 });
    expect(typeof first!._id).toBe('string');
    const second = await Person()
      .findOneAndUpdate(
        { email: 'upsert@example.com' },
        { $set: { name: 'Second' } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<{ _id: string; name: string; createdAt: Date; updatedAt: Date }>();
    expect(second!._id).toBe(first!._id);
    expect(second!.name).toBe('Second');
    expect(second!.createdAt).toEqual(first!.createdAt);
    expect(second!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());
  });

  it('enforces a partial unique index only where it applies', async () => {
    const Invite = connection.model('Invite');
    await Invite.create({ code: 'A', active: false }, { code: 'A', active: false }, { code: 'A' });
    const error = await Invite.create({ code: 'A' }).then(
      () => undefined,
      (e: unknown) => e as { code?: number },
    );
    expect(error?.code).toBe(11000);
  });
});

describe('relations', () => {
  it('populates references ($in on _id) and joins with $lookup', async () => {
    const [ann, bob] = await Person().create([
      { email: 'ann@example.com', name: 'Ann' },
      { email: 'bob@example.com', name: 'Bob' },
    ]);
    await Note().create([
      { text: 'n1', author: ann!._id },
      { text: 'n2', author: bob!._id },
      { text: 'n3', author: ann!._id },
    ]);
    const notes = await Note()
      .find()
      .sort({ text: 1 })
      .populate('author')
      .lean<{ text: string; author: { name: string } }[]>();
    expect(notes.map((n) => [n.text, n.author.name])).toEqual([
      ['n1', 'Ann'],
      ['n2', 'Bob'],
      ['n3', 'Ann'],
    ]);
    const counts = await Person().aggregate<{ name: string; notes: number }>([
      { $match: { email: { $in: ['ann@example.com', 'bob@example.com'] } } },
      { $lookup: { from: Note().collection.name, localField: '_id', foreignField: 'author', as: 'notes' } },
      { $project: { _id: 0, name: 1, notes: { $size: '$notes' } } },
      { $sort: { name: 1 } },
    ]);
    expect(counts).toEqual([
      { name: 'Ann', notes: 2 },
      { name: 'Bob', notes: 1 },
    ]);
  });
});

describe('sessions and cursors', () => {
  it('accepts an explicit session on reads and writes', async () => {
    const session = await connection.startSession();
    try {
      await Person().create([{ email: 'session@example.com' }], { session });
      expect(await Person().findOne({ email: 'session@example.com' }).session(session)).not.toBeNull();
    } finally {
      await session.endSession();
    }
  });

  it('streams a large result through a cursor', async () => {
    await Note().insertMany(
      Array.from({ length: 230 }, (_, i) => ({ text: `bulk ${String(i).padStart(3, '0')}`, author: 'nobody' })),
    );
    let seen = 0;
    for await (const note of Note().find({ author: 'nobody' }).sort({ text: 1 }).cursor()) {
      expect(note.get('text')).toBe(`bulk ${String(seen).padStart(3, '0')}`);
      seen++;
    }
    expect(seen).toBe(230);
  });
});
