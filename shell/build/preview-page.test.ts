// @vitest-environment node
import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { previewPage, previewPageHtml } from './preview-page.ts';

/** Calls one of the plugin's hooks, written as a plain function. */
function call<T>(hook: unknown, ...args: unknown[]): T {
  return (hook as (...values: unknown[]) => T)(...args);
}

describe('previewPage', () => {
  it("names the remote in the title and starts the remote's own entry", () => {
    const html = previewPageHtml('coach');
    expect(html).toContain('<title>coach remote (standalone preview)</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it("provides the index.html of the remote's folder only", () => {
    const plugin = previewPage('admin');
    const root = resolve('/work/mf-admin');
    call(plugin.configResolved, { root } as ResolvedConfig);
    const id = call<string | null>(plugin.resolveId, resolve(root, 'index.html'));
    expect(id).not.toBeNull();
    expect(call(plugin.load, id)).toBe(previewPageHtml('admin'));
    expect(call(plugin.resolveId, resolve(root, 'src/index.html'))).toBeNull();
    expect(call(plugin.load, resolve(root, 'page.html'))).toBeNull();
  });
});
