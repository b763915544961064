import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft } from './offline-database';
import { useFormDraft } from './use-form-draft';

// A device whose writes can be held back, as a busy disk does: the real database, with a gate before each write.
const writes = vi.hoisted(() => ({ gate: Promise.resolve() }));
vi.mock('./offline-database', async (importOriginal) => {
  const real = await importOriginal<typeof import('./offline-database')>();
  return {
    ...real,
    saveDraft: async (...args: Parameters<typeof real.saveDraft>) => {
      await writes.gate;
      return real.saveDraft(...args);
    },
  };
});

const INITIAL = { goalOne: '', goalTwo: '' };

/** A form's draft for a student with nothing on the device and no saved copy on the server. */
async function newForm(userId: string) {
  const hook = renderHook(() =>
    useFormDraft({ draftKey: 'orientation', userId, ready: true, server: undefined, initial: INITIAL }),
  );
  await vi.waitFor(() => expect(hook.result.current.loaded).toBe(true));
  return hook.result;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useFormDraft', () => {
  it('writes a change to the device at once, without waiting for the typing to pause', async () => {
    const form = await newForm('student-at-once');
    const realTimeout = globalThis.setTimeout;
    // No timer of the page runs from here on: a write put off until the typing pauses would never happen. The
    // wait below uses the real clock (vi.waitFor would advance the fake one).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => form.current.setValues((values) => ({ ...values, goalOne: 'Finish the essay' })));
    let draft = await loadDraft('student-at-once', 'orientation');
    for (let waited = 0; draft === undefined && waited < 1000; waited += 20) {
      await new Promise((resolve) => realTimeout(resolve, 20));
      draft = await loadDraft('student-at-once', 'orientation');
    }
    expect(draft).toMatchObject({ values: { goalOne: 'Finish the essay', goalTwo: '' } });
  });

  it('keeps the last of several quick changes, and settle() waits for it', async () => {
    const form = await newForm('student-quick');
    act(() => {
      form.current.setValues((values) => ({ ...values, goalOne: 'F' }));
      form.current.setValues((values) => ({ ...values, goalOne: 'Fi' }));
      form.current.setValues((values) => ({ ...values, goalTwo: 'Read' }));
    });
    const settled = await form.current.settle();
    expect(settled.values).toEqual({ goalOne: 'Fi', goalTwo: 'Read' });
    expect(await loadDraft('student-quick', 'orientation')).toMatchObject({
      values: { goalOne: 'Fi', goalTwo: 'Read' },
    });
  });

  it('after a save, keeps what was typed while it was on its way, on screen and on the device', async () => {
    const form = await newForm('student-typing-on');
    act(() => form.current.setValues((values) => ({ ...values, goalOne: 'Sent' })));
    const sent = await form.current.settle();
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => form.current.setValues((values) => ({ ...values, goalTwo: 'Typed while saving' })));
    await act(() => form.current.forget({ goalOne: 'Sent', goalTwo: '' }, sent));
    expect(form.current.values).toEqual({ goalOne: 'Sent', goalTwo: 'Typed while saving' });
    expect(await loadDraft('student-typing-on', 'orientation')).toMatchObject({
      values: { goalOne: 'Sent', goalTwo: 'Typed while saving' },
    });

    // Nothing typed since: the saved values show, and the draft goes.
    const unchanged = await form.current.settle();
    await act(() => form.current.forget({ goalOne: 'Sent', goalTwo: 'Typed while saving' }, unchanged));
    expect(await loadDraft('student-typing-on', 'orientation')).toBeUndefined();
  });

  it('keeps what is typed while the draft is met with the saved copy again', async () => {
    const form = await newForm('student-reconsider');
    let release = () => {};
    writes.gate = new Promise((resolve) => (release = resolve));
    // Typed in the moment between the decision to read the draft again and the form giving way to the loading line,
    // on a device slow to write it.
    await act(async () => {
      await form.current.reconsider();
      form.current.setValues((values) => ({ ...values, goalOne: 'Typed as the answers arrived' }));
    });
    expect(form.current.loaded).toBe(false);
    release();
    await vi.waitFor(() => expect(form.current.loaded).toBe(true));
    expect(form.current.values).toEqual({ goalOne: 'Typed as the answers arrived', goalTwo: '' });
  });
});
