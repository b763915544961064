import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '../contract/queuedSave.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { IdempotentReply, User } from '../models/index.js';
import { HttpError, badRequest, conflict, unauthorized } from './errors.js';

/** How long a reply is kept to answer the same save sent again: longer than a device is likely to stay offline. */
export const IDEMPOTENT_REPLY_DAYS = 30;
/** How long a save being made holds its key: past this, the process making it died, and a retry may take it over. */
export const IDEMPOTENCY_CLAIM_SECONDS = 60;
/**
 * How many kept replies one person has at most, the newest: a device sends again only the save whose reply it lost,
 * the oldest of its queue, and a student sending saves in a loop cannot fill the store with replies.
 */
export const IDEMPOTENT_REPLIES_KEPT = 20;

const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;

/** A kept reply: its status and its JSON text. */
export interface StoredReply {
  status: number;
  body: string;
}

/** A key held while its save is made: which key, whose, and this claim's own mark (a taken-over claim has another). */
export interface HeldKey {
  id: string;
  userId: string;
  holder: string;
}

/** The outcome of presenting a key: make the save now (held until `finish` or `release`), or answer with a reply. */
export type Claim = ({ kind: 'make' } & HeldKey) | { kind: 'answer'; reply: StoredReply };

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/**
 * Claims a save's key for its maker, across every API process: the first to present it makes the save; the same
 * key again is answered with the reply kept (or 409 while the first is still being made); the key on another path
 * is refused (422). The body is not compared: a save queued on a device may carry more than its first send did (a
 * check-in's day).
 */
export async function claimKey(userId: string, key: string, path: string): Promise<Claim> {
  if (!KEY_FORMAT.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
  const id = `${userId}:${key}`;
  const holder = randomUUID();
  const expire = inSeconds(IDEMPOTENCY_CLAIM_SECONDS);
  try {
    await IdempotentReply.create({ _id: id, userId, path, holder, status: null, body: null, expire });
    await refuseIfAccountGone({ id, userId, holder });
    return { kind: 'make', id, userId, holder };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const held = await IdempotentReply.findById(id).lean();
  if (held && held.path !== path) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
  if (held && typeof held.status === 'number' && typeof held.body === 'string') {
    return { kind: 'answer', reply: { status: held.status, body: held.body } };
  }
  // A claim past its time (or removed meanwhile) was given up by a process that stopped while making the save.
  const taken = await IdempotentReply.findOneAndUpdate(
    { _id: id, status: null, expire: { $lte: new Date() } },
    { $set: { holder, expire } },
  ).lean();
  if (taken) return { kind: 'make', id, userId, holder };
  if (!held) return claimKey(userId, key, path);
  throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
}

/**
 * Frees a claim made for an account deleted meanwhile: the deletion removes the account before the replies, so a
 * claim made after the replies' step finds the account gone, and no reply outlives the student (a claim made before
 * that step is removed by it, and the save's reply then has no claim to be kept in).
 */
async function refuseIfAccountGone(claim: HeldKey): Promise<void> {
  if (await User.exists({ _id: claim.userId })) return;
  await release(claim);
  throw unauthorized();
}

/** Keeps the reply of a save just made, to answer the same save sent again; drops the person's oldest past the cap. */
export async function finish(claim: HeldKey, reply: StoredReply): Promise<void> {
  const expire = inSeconds(IDEMPOTENT_REPLY_DAYS * 86_400);
  await IdempotentReply.updateOne({ _id: claim.id, holder: claim.holder }, { $set: { ...reply, expire } });
  const older = await IdempotentReply.find({ userId: claim.userId, status: { $ne: null } }, { _id: 1 })
    .sort({ expire: -1 })
    .skip(IDEMPOTENT_REPLIES_KEPT)
    .lean();
  if (older.length > 0) await IdempotentReply.deleteMany({ _id: { $in: older.map((kept) => kept._id) } });
}

/** Frees the key of a save that was not made (refused or failed), so that sending it again makes it. */
export async function release(claim: HeldKey): Promise<void> {
  await IdempotentReply.deleteOne({ _id: claim.id, holder: claim.holder, status: null });
}
