// Shared set-up of the jsdom tests: an in-memory IndexedDB for dexie, and a clean DOM after each test.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
