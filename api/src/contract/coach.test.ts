import { describe, expect, it } from 'vitest';
import { clampText } from './coach.js';

describe('clampText', () => {
  it('leaves text within the bound as it is', () => {
    expect(clampText('Plan the week on Sundays.', 40)).toBe('Plan the week on Sundays.');
    expect(clampText('x'.repeat(40), 40)).toBe('x'.repeat(40));
  });

  it('cuts longer text at a word near the bound, with an ellipsis, within the bound', () => {
    const text = 'Turn in every history essay on time this semester and keep a weekly planner';
    const cut = clampText(text, 40);
    expect(cut).toBe('Turn in every history essay on time…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts inside a word when no space is near the bound', () => {
    expect(clampText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
