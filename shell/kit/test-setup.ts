// Shared set-up of the jsdom tests: an in-memory IndexedDB for dexie, and a clean DOM after each test.
// The files of a worker share one page (no isolation between them): after each file, the app's modules
// are dropped so that the next file loads them afresh, with nothing kept from this one (the identity,
// the signed-in user, cached queries, toasts), and mocks, stubbed globals and fake timers are undone.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

// jsdom measures no layout: the menus' positioning (Radix, floating-ui) observes sizes through ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
