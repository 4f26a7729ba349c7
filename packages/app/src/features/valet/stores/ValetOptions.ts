import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@atlas/api/client';
import type { ServiceGroupIndex } from '@atlas/api/endpoints/list-services';
import { serviceCatalogue, type FocusCatalogueItem, type ServiceCatalogue } from './selection';

/** What the wizard's slides pick from: the services and, with the focuses step, the focuses. */
export class ValetOptions {
  catalogue: ServiceCatalogue = { parents: [], children: [] };
  focusCatalogue: FocusCatalogueItem[] = [];
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setCatalogue(groups: readonly ServiceGroupIndex[]): void {
    this.catalogue = serviceCatalogue(groups);
  }

  setFocusCatalogue(focuses: readonly FocusCatalogueItem[]): void {
    this.focusCatalogue = focuses.map(({ id, name, service_ids }) => ({
      id,
      name,
      service_ids: [...service_ids],
    }));
  }

  /**
   * Loads the services, and the focuses when `withFocuses` (once; again after a failure).
   * Answers whether focuses came.
   */
  async load(api: ApiClient, withFocuses: boolean): Promise<boolean> {
    if (this.state === 'loading' || this.state === 'ready') return false;
    this.state = 'loading';
    try {
      const [services, options] = await Promise.all([
        api.listServices(),
        withFocuses ? api.getEditingOptions().catch(() => null) : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.setCatalogue(services.data);
        if (options) this.setFocusCatalogue(options.data.focuses);
        this.state = 'ready';
      });
      return options !== null;
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
      return false;
    }
  }
}
