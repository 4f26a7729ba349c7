/**
 * Which client chunks a server-rendered page needs, so its HTML can preload them (no request that
 * starts only after another finishes). The server build marks each relative `import()` in the app
 * with its source path (vite.config.ts, `trackDynamicImports`); `recordImports` collects the ones
 * made while a function runs, and `modulePreloads` turns them into the chunk files of the client
 * build's manifest that the shell does not already load.
 */

declare global {
  // Set by `recordImports`; called by the server build's marked `import()`s.
  var __atlasDynamicImport: ((source: string) => void) | undefined;
}

let recording: Set<string> | undefined;

/** Runs `run`, adding to `into` the source of every marked `import()` it starts synchronously. */
export function recordImports<T>(into: Set<string>, run: () => T): T {
  globalThis.__atlasDynamicImport ??= (source) => recording?.add(source);
  const previous = recording;
  recording = into;
  try {
    return run();
  } finally {
    recording = previous;
  }
}

/** What Vite's build manifest (`.vite/manifest.json`) says of each source. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

function withStaticImports(manifest: ClientManifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const shells = new WeakMap<ClientManifest, Set<string>>();

/** The entries and their static imports: what every page loads (worked out once a manifest). */
function shellOf(manifest: ClientManifest): Set<string> {
  let shell = shells.get(manifest);
  if (!shell) {
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    shell = withStaticImports(manifest, entries);
    shells.set(manifest, shell);
  }
  return shell;
}

/**
 * The script files the given sources need beyond the entry and its static imports (which the
 * page template already loads and preloads), in a stable order.
 */
export function modulePreloads(manifest: ClientManifest, sources: Iterable<string>): string[] {
  const shell = shellOf(manifest);
  const files = [...withStaticImports(manifest, sources)]
    .filter((key) => !shell.has(key))
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'));
  return [...new Set(files)].sort();
}

/** The `<link rel="modulepreload">` tags for the given files (paths under the site's root). */
export function modulePreloadTags(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">`)
    .join('\n    ');
}
