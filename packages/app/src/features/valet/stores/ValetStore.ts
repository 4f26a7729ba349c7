import { makeAutoObservable } from 'mobx';
import type { ValetProject } from '@atlas/api/valet';
import type { AnalyticsPort } from '../../../shared/analytics/AnalyticsPort';
import { createBeaconAnalytics } from '../../../shared/analytics/beaconAnalytics';
import type { Stores } from '../../../shared/stores/StoresContext';
import { readReferrerMeta, writeReferrerMeta, type ValetReferrerMeta } from './referrer';
import type { KeyValueStorage } from './storage';
import type { ValetWizardStore } from './ValetWizardStore';

declare module '../../../shared/stores/StoresContext' {
  interface Stores {
    /** The project submission (SPEC §3 "Data stores exist for valet…"). */
    readonly valet: ValetStore;
  }
}

export interface ValetStoreOptions {
  analytics?: AnalyticsPort;
  /** The clock (milliseconds since the epoch); tests pass a fixed one. */
  now?: () => number;
  /** How often the pages' countdowns read the clock again (tests: never within the test). */
  tickMs?: number;
}

/**
 * The valet's root store, on every page: the header link's referrer meta (SPEC §7), the wizard
 * once a page opened it (ValetWizardStore: the slides, the selection, the submission — its code
 * comes with the wizard's page, not with every page), the submitted project for its confirmation,
 * and the clock and analytics port the valet pages use.
 */
export class ValetStore {
  /** SPEC §7: where the visitor came from (the header link's click). */
  referrer: ValetReferrerMeta | null = null;
  /** The wizard, kept for the tab's life once opened (Back from the confirmation finds it). */
  wizard: ValetWizardStore | null = null;
  /** The project as the submission answered it (the confirmation page shows it). */
  project: ValetProject | null = null;
  now: () => number;
  tickMs: number;
  private analyticsPort: AnalyticsPort | null;

  constructor(
    readonly root: Stores,
    options: ValetStoreOptions = {},
  ) {
    this.analyticsPort = options.analytics ?? null;
    this.now = options.now ?? Date.now;
    this.tickMs = options.tickMs ?? 1000;
    makeAutoObservable<ValetStore, 'analyticsPort'>(
      this,
      {
        root: false,
        analyticsPort: false,
        analytics: false,
        now: false,
        tickMs: false,
        // A holder, not state: it is set once, by the wizard page's first render.
        wizard: false,
        wizardOr: false,
      },
      { autoBind: true },
    );
  }

  /** Swaps the analytics adapter, the clock and its tick (tests). */
  configure(options: ValetStoreOptions): void {
    if (options.analytics) this.analyticsPort = options.analytics;
    if (options.now) this.now = options.now;
    if (options.tickMs) this.tickMs = options.tickMs;
  }

  /** The analytics adapter: the browser's beacon (a no-op on the server) unless one was given. */
  get analytics(): AnalyticsPort {
    this.analyticsPort ??= createBeaconAnalytics(this.root.config.apiBaseUrl);
    return this.analyticsPort;
  }

  /** The wizard of this tab (or request), made by `create` the first time. */
  wizardOr(create: () => ValetWizardStore): ValetWizardStore {
    this.wizard ??= create();
    return this.wizard;
  }

  setProject(project: ValetProject | null): void {
    this.project = project;
  }

  /** The header's valet link was clicked (SPEC §7): remember where from, here and in the tab. */
  rememberReferrer(meta: ValetReferrerMeta, storage: KeyValueStorage | null): void {
    this.referrer = meta;
    if (storage) writeReferrerMeta(storage, meta);
  }

  /** After a reload the tab's storage still knows the click that opened the wizard. */
  restoreReferrer(storage: KeyValueStorage): void {
    this.referrer ??= readReferrerMeta(storage);
  }
}
