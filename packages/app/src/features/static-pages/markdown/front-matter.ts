/**
 * The parts of a content file read before its Markdown: `{brand}`-style placeholders and the
 * `---` front matter. Kept apart from the Markdown parser so that route heads (which need only
 * these) do not pull the parser into every page's scripts.
 */

/** Replaces `{name}` placeholders (for example `{brand}`) with their values; unknown ones stay. */
export function fillPlaceholders(source: string, values: Record<string, string>): string {
  return source.replace(/\{([a-zA-Z][\w]*)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Splits `---` front matter (simple `key: value` lines) from the body. */
export function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match?.[1]) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair?.[1] && pair[2] !== undefined) meta[pair[1]] = pair[2].trim();
  }
  return { meta, body: source.slice(match[0].length) };
}
