import type { ChangeStreamDeleteDocument, ChangeStreamInsertDocument } from 'mongodb';
import type { Model } from 'mongoose';
import { ConsultationRequest, type ConsultationRequestRecord, Session } from '../models/index.js';
import { newRequestEvent } from '../presenters/consultationRequest.js';
import { type ChangeFollower, followChanges } from './changeFollower.js';
import type { Services } from './index.js';

/** How long a starting server waits for its change streams before serving anyway (and logging why). */
const READY_TIMEOUT_MS = 10_000;

/** What a listening process learns from the store, whichever process wrote it. */
export interface LiveFeed {
  /** Resolves once every change stream is open, or after a timeout (logged). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Feeds this process from the store's change streams, so what any process writes holds here too:
 * every new consultation request goes to the bus (and so to every admin and coach stream here), and a
 * deleted session (sign-out, revocation, expiry) ends the streams opened with it.
 */
export function startLiveFeed(services: Pick<Services, 'bus' | 'streams' | 'logger'>): LiveFeed {
  const { bus, streams, logger } = services;
  const followers: ChangeFollower[] = [
    followChanges(
      'consultation requests',
      ConsultationRequest as unknown as Model<never>,
      [],
      (change) => {
        if (change.operationType !== 'insert') return;
        const request = (change as ChangeStreamInsertDocument<ConsultationRequestRecord>).fullDocument;
        bus.publish(newRequestEvent(request));
      },
      logger,
    ),
    followChanges(
      'sessions',
      Session as unknown as Model<never>,
      [],
      (change) => {
        if (change.operationType !== 'delete') return;
        const sid = (change as ChangeStreamDeleteDocument<{ _id: string }>).documentKey._id;
        const closed = streams.closeSession(String(sid));
        if (closed > 0) logger.info('live streams closed: their session ended', { streams: closed });
      },
      logger,
    ),
  ];
  return {
    async ready() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
      });
      const outcome = await Promise.race([Promise.all(followers.map((f) => f.ready)), timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout')
        logger.error(
          'change streams did not open: live alerts and stream closing wait for them (MongoDB must be a replica set)',
        );
    },
    async close() {
      await Promise.all(followers.map((f) => f.close()));
    },
  };
}
