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

/** The id of the inert template that holds a page's scripts until its first paint. */
export const DEFERRED_SCRIPTS_ID = 'atlas-scripts';

/** The page template's entry script as the client build writes it (the dev server's differs). */
const BUILT_ENTRY_SCRIPT =
  /[ \t]*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>\n?/;

/** How many of the template's elements the loader adds per task (see `LOAD_AFTER_PAINT`). */
export const DEFERRED_SCRIPTS_PER_TASK = 4;

/**
 * Puts the elements of the scripts template into the document head as new elements (a script
 * made by the document runs; one cloned from a template might not), once: when the browser
 * reports the page's first contentful paint (a paint entry arrives after the frame is shown;
 * where there are no paint entries, after the next frame), at once in a hidden tab (it paints
 * nothing), and after 2 s at the latest. The entry script comes first; then the preloads, a few
 * per task: Chromium spends up to 10 ms (at a phone's speed) on each link it is given, and a
 * listing has about 40.
 */
export const LOAD_AFTER_PAINT = `(()=>{const d=document;let done=false;const add=(sources)=>{for(const source of sources.splice(0,${DEFERRED_SCRIPTS_PER_TASK})){const element=d.createElement(source.localName);for(const attribute of source.attributes)element.setAttribute(attribute.name,attribute.value);d.head.append(element)}if(sources.length)setTimeout(()=>add(sources))};const load=()=>{if(done)return;done=true;add([...d.getElementById('${DEFERRED_SCRIPTS_ID}').content.children])};if(d.hidden){load();return}const painted=()=>setTimeout(load);const Observer=typeof PerformanceObserver==='function'?PerformanceObserver:null;if(Observer&&(Observer.supportedEntryTypes||[]).includes('paint'))new Observer((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(painted);setTimeout(load,2000)})()`;

/**
 * The page template with its scripts fetched after the page's first paint (issue 14). The
 * server's HTML draws the whole page, so nothing needs a script to appear. Fetched at once, the
 * scripts (the shell and the page's route chunks, about 200 kB) shared a phone's bandwidth with
 * the HTML and its images, and Lighthouse's simulation counted every byte of them before the
 * first paint: pages scored up to 12 points under the same page with scripts blocked. The HTML
 * still names every chunk: the entry and the route chunks' preloads start together once the
 * page is painted, none waiting for another.
 *
 * Built templates only: one whose entry is not the client build's (the dev server's) keeps its
 * entry script and gets the preloads where the head's content goes (`<!--app-head-->`).
 */
export function scriptsAfterFirstPaint(
  template: string,
  preloadTags: string,
  nonce: string | undefined,
): string {
  const entry = BUILT_ENTRY_SCRIPT.exec(template);
  const end = template.lastIndexOf('</body>');
  if (!entry || end < 0)
    return template.replace('<!--app-head-->', () => `<!--app-head-->\n    ${preloadTags}`);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const deferred =
    `<template id="${DEFERRED_SCRIPTS_ID}">${entry[0].trim()}${preloadTags}</template>` +
    `<script${nonceAttribute}>${LOAD_AFTER_PAINT}</script>\n  `;
  const withoutEntry =
    template.slice(0, entry.index) + template.slice(entry.index + entry[0].length);
  const at = withoutEntry.lastIndexOf('</body>');
  return withoutEntry.slice(0, at) + deferred + withoutEntry.slice(at);
}
