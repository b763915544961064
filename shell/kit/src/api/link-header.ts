/**
 * Reading an RFC 8288 `Link` header: comma-separated `<target>; param=value` entries, where `rel` may be
 * quoted, hold several space-separated relation types and use any letter case, and commas may appear
 * inside a quoted value or the target itself.
 */

/** One entry of a Link header: its target and its relation types (lower case). */
interface LinkEntry {
  target: string;
  rels: string[];
}

/** Splits `text` on `separator` outside <...> and "..." (with backslash escapes inside quotes). */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inTarget = false;
  let inQuotes = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inQuotes && char === '\\') {
      current += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"' && !inTarget) inQuotes = !inQuotes;
    else if (char === '<' && !inQuotes) inTarget = true;
    else if (char === '>' && !inQuotes) inTarget = false;
    if (char === separator && !inTarget && !inQuotes) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** A parameter value without its quotes and backslash escapes. */
function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length < 2 || !trimmed.startsWith('"') || !trimmed.endsWith('"')) return trimmed;
  return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
}

function parseEntry(text: string): LinkEntry | null {
  const [head, ...params] = splitOutside(text, ';');
  const target = /^\s*<([^>]*)>\s*$/.exec(head ?? '')?.[1];
  if (target === undefined) return null;
  let rels: string[] = [];
  for (const param of params) {
    const equals = param.indexOf('=');
    if (equals < 0 || param.slice(0, equals).trim().toLowerCase() !== 'rel') continue;
    // Only the first rel parameter counts (RFC 8288 section 3.3).
    rels = unquote(param.slice(equals + 1))
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    break;
  }
  return { target, rels };
}

/** The target of the `rel="next"` link in a Link header, or null when there is none. */
export function nextLinkTarget(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const text of splitOutside(header, ',')) {
    const entry = parseEntry(text);
    if (entry?.rels.includes('next')) return entry.target;
  }
  return null;
}
