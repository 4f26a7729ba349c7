import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_SCRIPTS_ID,
  DEFERRED_SCRIPTS_PER_TASK,
  scriptsAfterFirstPaint,
  modulePreloads,
  modulePreloadTags,
  recordImports,
  type ClientManifest,
} from './module-preloads';

const MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_shared.js': { file: 'assets/shared-c.js', imports: ['_react.js'] },
  'src/features/companies/routes.ts': {
    file: 'assets/routes-d.js',
    imports: ['_shared.js', '_react.js'],
  },
  'src/features/companies/pages/ListingPage.tsx': {
    file: 'assets/ListingPage-e.js',
    imports: ['_shared.js'],
  },
};

describe('module preloads', () => {
  it('lists what the sources need beyond the shell, each file once', () => {
    expect(
      modulePreloads(MANIFEST, [
        'src/features/companies/routes.ts',
        'src/features/companies/pages/ListingPage.tsx',
        'src/not/built.ts',
      ]),
    ).toEqual(['assets/ListingPage-e.js', 'assets/routes-d.js', 'assets/shared-c.js']);
    expect(modulePreloads({}, ['src/features/companies/routes.ts'])).toEqual([]);
  });

  it('writes one modulepreload link per file', () => {
    expect(modulePreloadTags(['assets/a.js', 'assets/b c.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/b%20c.js">',
    );
  });

  it('records the marked imports made while a function runs, and only then', () => {
    const seen = new Set<string>();
    const result = recordImports(seen, () => {
      globalThis.__atlasDynamicImport?.('src/a.ts');
      return 42;
    });
    globalThis.__atlasDynamicImport?.('src/b.ts');
    expect(result).toBe(42);
    expect([...seen]).toEqual(['src/a.ts']);
  });
});

describe('scriptsAfterFirstPaint', () => {
  const built = [
    '<html>',
    '  <head>',
    '    <!--app-head-->',
    '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
    '  </head>',
    '  <body>',
    '    <div id="root"><!--app-html--></div>',
    '  </body>',
    '</html>',
  ].join('\n');
  const preloads = modulePreloadTags(['assets/page-b.js']);
  // Enough preloads for the loader to need three tasks.
  const manyPreloads = modulePreloadTags(
    Array.from({ length: 2 * DEFERRED_SCRIPTS_PER_TASK }, (_, index) => `assets/chunk-${index}.js`),
  );

  it('moves the built entry and the preloads into a template loaded by a nonced script', () => {
    const html = scriptsAfterFirstPaint(built, preloads, 'n0nce');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const template = new DOMParser()
      .parseFromString(html, 'text/html')
      .getElementById(DEFERRED_SCRIPTS_ID) as HTMLTemplateElement;
    expect(
      [...template.content.children].map(
        (element) => element.getAttribute('href') ?? element.getAttribute('src'),
      ),
    ).toEqual(['/assets/index-a.js', '/assets/page-b.js']);
    const loader = html.slice(html.indexOf('</template>'));
    expect(loader).toMatch(/^<\/template><script nonce="n0nce">\(\(\)=>/);
    expect(html.indexOf('</template>')).toBeGreaterThan(html.indexOf('<!--app-html-->'));
  });

  /** Puts a page's template into this document and runs its loader; returns the frames asked for. */
  function runLoader(): FrameRequestCallback[] {
    document.body.innerHTML = '';
    const parsed = new DOMParser().parseFromString(
      scriptsAfterFirstPaint(built, manyPreloads, undefined),
      'text/html',
    );
    const template = parsed.getElementById(DEFERRED_SCRIPTS_ID) as HTMLTemplateElement;
    document.body.append(document.importNode(template, true));
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
    // The loader as the page runs it: a classic script in the document's scope.
    new Function(parsed.querySelector('body > script')?.textContent ?? '')();
    return frames;
  }
  const loaded = () => document.head.querySelectorAll('link[rel="modulepreload"], script[src]');

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    loaded().forEach((element) => element.remove());
  });

  it('loads the template’s scripts as new elements after the first frame, a few per task, once', () => {
    vi.useFakeTimers();
    const frames = runLoader();
    expect(loaded()).toHaveLength(0);
    frames.forEach((run) => run(0));
    expect(loaded()).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    // The entry first, as a module script, then preloads.
    expect([...loaded()].map((element) => element.localName)).toEqual([
      'script',
      ...Array.from({ length: DEFERRED_SCRIPTS_PER_TASK - 1 }, () => 'link'),
    ]);
    expect(document.head.querySelector('script[src]')?.getAttribute('type')).toBe('module');
    vi.advanceTimersToNextTimer();
    expect(loaded()).toHaveLength(2 * DEFERRED_SCRIPTS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(loaded()).toHaveLength(2 * DEFERRED_SCRIPTS_PER_TASK + 1);
    vi.advanceTimersByTime(5_000);
    expect(loaded()).toHaveLength(2 * DEFERRED_SCRIPTS_PER_TASK + 1);
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    vi.useFakeTimers();
    const observers: FakeObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      disconnected = false;
      constructor(readonly callback: PerformanceObserverCallback) {
        observers.push(this);
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const report = (name: string) => {
      const [observer] = observers;
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      observer?.callback(
        list as unknown as PerformanceObserverEntryList,
        observer as unknown as PerformanceObserver,
      );
    };
    try {
      const frames = runLoader();
      frames.forEach((run) => run(0));
      report('first-paint');
      vi.advanceTimersByTime(0);
      expect(loaded()).toHaveLength(0);
      report('first-contentful-paint');
      expect(observers[0]?.disconnected).toBe(true);
      vi.advanceTimersByTime(0);
      expect(loaded()).toHaveLength(DEFERRED_SCRIPTS_PER_TASK);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads them after 2 s when no frame is drawn', () => {
    vi.useFakeTimers();
    runLoader();
    vi.advanceTimersByTime(1_999);
    expect(loaded()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(loaded()).toHaveLength(DEFERRED_SCRIPTS_PER_TASK);
  });

  it('leaves the dev server’s entry alone and puts the preloads in the head', () => {
    const dev = built
      .replace('/assets/index-a.js', '/src/entry-client.tsx')
      .replace(' crossorigin', '');
    const html = scriptsAfterFirstPaint(dev, preloads, 'n0nce');
    expect(html).toContain('<script type="module" src="/src/entry-client.tsx"></script>');
    expect(html).toContain(`<!--app-head-->\n    ${preloads}`);
    expect(html).not.toContain(DEFERRED_SCRIPTS_ID);
  });
});
