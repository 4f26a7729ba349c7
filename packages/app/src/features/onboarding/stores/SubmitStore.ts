import { makeAutoObservable, runInAction } from 'mobx';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import type { ApiClient } from '@atlas/api/client';
import type { CompanySubmissionInput } from '@atlas/api/company-submissions';
import type { CompanyDuplicate } from '@atlas/api/endpoints/check-company-duplicates';
import type { City } from '@atlas/api/entities/location';

/** The steps of the submit form and the fields each one asks for. */
export const SUBMIT_STEPS = [
  { label: 'Company', fields: ['name', 'website'] },
  { label: 'Details', fields: ['email', 'summary', 'company_size', 'service_id'] },
  { label: 'Headquarters', fields: ['country_id', 'city_id'] },
  { label: 'Review', fields: [] },
] as const satisfies readonly {
  label: string;
  fields: readonly (keyof CompanySubmissionInput)[];
}[];

/** How long typing must pause before the duplicate check asks the server. */
export const DUPLICATE_CHECK_DELAY_MS = 400;

/**
 * SPEC §3 "submit" store: where the person is in the submit form, the listed companies their
 * entry may duplicate, the cities of the chosen country, and the submission's idempotency key
 * (kept across retries, so a double submit creates one submission).
 */
export class SubmitStore {
  step = 0;
  duplicates: CompanyDuplicate[] = [];
  cities: City[] = [];
  citiesLoading = false;
  idempotencyKey: string | null = null;
  private duplicateTimer: ReturnType<typeof setTimeout> | null = null;
  private duplicateRequest: AbortController | null = null;
  private citiesRequest: AbortController | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<
      SubmitStore,
      'api' | 'duplicateTimer' | 'duplicateRequest' | 'citiesRequest'
    >(
      this,
      { api: false, duplicateTimer: false, duplicateRequest: false, citiesRequest: false },
      { autoBind: true },
    );
  }

  get isLastStep(): boolean {
    return this.step === SUBMIT_STEPS.length - 1;
  }

  goTo(step: number): void {
    this.step = Math.max(0, Math.min(SUBMIT_STEPS.length - 1, step));
  }

  /** The step that asks for a field (a server answer naming it sends the person there). */
  stepOf(field: string): number {
    const index = SUBMIT_STEPS.findIndex((step) =>
      (step.fields as readonly string[]).includes(field),
    );
    return index === -1 ? this.step : index;
  }

  /** The key of the submission being sent: the same one for each retry until it succeeds. */
  keyForSubmit(): string {
    this.idempotencyKey ??= newIdempotencyKey();
    return this.idempotencyKey;
  }

  /** The submission was stored: the next one gets a new key. */
  submitted(): void {
    this.idempotencyKey = null;
  }

  /** Checks, once typing pauses, whether a listed company has this name or web domain. */
  checkDuplicates(name: string, website: string): void {
    if (this.duplicateTimer) clearTimeout(this.duplicateTimer);
    const query = { name: name.trim(), website: website.trim() };
    if (query.name.length < 2 && query.website.length < 4) {
      this.duplicates = [];
      return;
    }
    this.duplicateTimer = setTimeout(() => {
      this.duplicateRequest?.abort();
      const request = new AbortController();
      this.duplicateRequest = request;
      this.api
        .checkCompanyDuplicates(
          {
            ...(query.name.length >= 2 ? { name: query.name } : {}),
            ...(query.website.length >= 4 ? { website: query.website } : {}),
          },
          request.signal,
        )
        .then(
          (answer) => {
            if (!request.signal.aborted) runInAction(() => (this.duplicates = answer.data));
          },
          // A failed check only means no hint: the server checks nothing on submit either.
          () => undefined,
        );
    }, DUPLICATE_CHECK_DELAY_MS);
  }

  /** The cities of a country for the headquarters' city select. */
  async loadCities(countryId: number | null): Promise<void> {
    this.citiesRequest?.abort();
    if (!countryId) {
      this.cities = [];
      return;
    }
    const request = new AbortController();
    this.citiesRequest = request;
    this.citiesLoading = true;
    try {
      const answer = await this.api.getCities({ country: countryId }, request.signal);
      if (!request.signal.aborted) runInAction(() => (this.cities = answer.data));
    } catch {
      if (!request.signal.aborted) runInAction(() => (this.cities = []));
    } finally {
      if (this.citiesRequest === request) runInAction(() => (this.citiesLoading = false));
    }
  }

  dispose(): void {
    if (this.duplicateTimer) clearTimeout(this.duplicateTimer);
    this.duplicateRequest?.abort();
    this.citiesRequest?.abort();
  }
}
