// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_START_END, atAppStart } from './preload-hints.ts';

const PAGE = `<body>
    <!-- app-start: what a signed-in page needs first -->
    <div id="boot-frame"></div>
    ${APP_START_END}
    <div id="root"></div>`;

describe('atAppStart', () => {
  it('puts the tags at the top of the app-start block, so they are asked for before what it already holds', () => {
    const html = atAppStart(atAppStart(PAGE, ['<link id="hint" />']), ['<script id="first"></script>']);
    const order = ['id="first"', 'id="hint"', 'id="boot-frame"', APP_START_END, 'id="root"'].map((part) =>
      html.indexOf(part),
    );
    expect(order.every((at) => at > html.indexOf('<!-- app-start'))).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('refuses a page without the block', () => {
    expect(() => atAppStart('<body><div id="root"></div></body>', ['<link />'])).toThrow(
      'index.html has no app-start block',
    );
  });
});
