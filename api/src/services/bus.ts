import { EventEmitter } from 'node:events';
import type { NewConsultationEvent } from '../contract/index.js';

/** Events announced inside the process (live notification streams listen here). */
export type BusEvent = NewConsultationEvent;

/** A typed in-process publish/subscribe channel. */
export interface EventBus {
  publish(event: BusEvent): void;
  /** Adds a listener; the returned function removes it. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  listenerCount(): number;
}

/** Creates the bus. A listener that throws cannot stop the others or the publisher. */
export function createEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      for (const listener of emitter.listeners('event')) {
        try {
          (listener as (event: BusEvent) => void)(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    listenerCount: () => emitter.listenerCount('event'),
  };
}
