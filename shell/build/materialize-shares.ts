import type { Plugin } from 'vite';

/** The module in which the federation plugin lists a build's shares, and whether each is set up at start. */
const SHARE_MAP_ID = 'virtual:mf-localSharedImportMap';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Sets `materialize` for each of `names` in the share map's code: in a provider's entry
 * (`"name": { name: "name", version: …, scope: […], loaded: false, materialize: false`) or in a consume-only one
 * (`__mfConsumeOnly("name", "version", "scope", false, …)`). Throws when a name has no entry in either form.
 */
export function materializeInShareMap(code: string, names: readonly string[]): string {
  let out = code;
  for (const name of names) {
    const literal = escape(JSON.stringify(name));
    const provided = new RegExp(
      `(${literal}:\\s*\\{\\s*name:\\s*${literal},\\s*version:[^,]*,\\s*scope:\\s*\\[[^\\]]*\\],\\s*loaded:\\s*(?:true|false),\\s*materialize:\\s*)(?:true|false)`,
    );
    const consumed = new RegExp(`(__mfConsumeOnly\\(${literal},\\s*"[^"]*",\\s*"[^"]*",\\s*)(?:true|false)`);
    const pattern = [provided, consumed].find((candidate) => candidate.test(out));
    if (!pattern) throw new Error(`materialize-shares: ${name} is not in the federation share map`);
    out = out.replace(pattern, '$1true');
  }
  return out;
}

/**
 * Makes the federation runtime set up `names` when the page starts, as the federation plugin does for every share
 * the build imports once it has seen the import. It decides that while modules are still being read, so now and
 * then a build marks one of them to wait (`materialize: false`): a remote's first render then meets the share's
 * components still undefined and its page never shows. This settles it in every build.
 */
export function materializeShares(names: readonly string[]): Plugin {
  return {
    name: 'materialize-shares',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return id.includes(SHARE_MAP_ID) ? { code: materializeInShareMap(code, names), map: null } : null;
    },
  };
}
