import { action, makeAutoObservable, reaction, runInAction } from 'mobx';
import type { z } from 'zod';
import type { ServiceGroupIndex } from '@atlas/api/endpoints/list-services';
import { ApiError } from '@atlas/api/http';
import { ANALYTICS_PROP_MAX_LENGTH } from '@atlas/api/analytics';
import {
  OPTIONAL_VALET_SLIDES,
  VALET_BUDGET_CEILING,
  VALET_BUDGET_FLOOR,
  VALET_MAX_FILES,
  VALET_MAX_LOCATIONS,
  VALET_MAX_PARENT_SERVICES,
  VALET_MAX_SERVICES,
  VALET_SLIDES,
  ValetBudgetSchema,
  ValetSubmissionBodySchema,
  type ProjectStart,
  type ValetBudget,
  type ValetSlide,
  type ValetSubmissionBody,
} from '@atlas/api/valet';
import type { ProjectStage } from '@atlas/api/options';
import {
  VALET_BUTTON_TEXT,
  type ContactDetailsMode,
  type ValetFormStyle,
} from '@atlas/api/variants';
import type { SubmittedForm } from '../../../shared/forms/form-action';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import type { Stores } from '../../../shared/stores/StoresContext';
import { clearDraft, readDraft, writeDraft } from './persistence';
import type { KeyValueStorage } from './storage';
import {
  emptySelection,
  focusGroupsFor,
  type FocusCatalogueItem,
  type ValetContactPerson,
  type ValetPlace,
  type ValetSelection,
  type ValetService,
} from './selection';

/** A field of the selection a slide checks, and the message to show beside it. */
export type ValetErrors = Partial<Record<ValetField, string>>;
export type ValetField =
  | 'title'
  | 'description'
  | 'parents'
  | 'services'
  | 'focuses'
  | 'locations'
  | 'project_stage'
  | 'project_start'
  | 'project_budget'
  | 'name'
  | 'email'
  | 'website'
  | 'phone'
  | 'role'
  | 'location'
  | 'captcha'
  | 'files';

/** What changes on a text field of the last slide. */
export type ContactTextField = Exclude<keyof ValetContactPerson, 'location'>;

/** The services the wizard offers: the parents, and the children the services slide shows. */
export interface ServiceCatalogue {
  parents: ValetService[];
  children: ValetService[];
}

const shape = ValetSubmissionBodySchema.shape;

/** Where a field of the payload is asked for, for the server's messages. */
const SERVER_FIELDS: Readonly<Record<string, { slide: ValetSlide; field: ValetField }>> = {
  title: { slide: 'title', field: 'title' },
  project_description: { slide: 'description', field: 'description' },
  files: { slide: 'description', field: 'files' },
  services: { slide: 'parent-services', field: 'parents' },
  focuses: { slide: 'focuses', field: 'focuses' },
  countries: { slide: 'locations', field: 'locations' },
  cities: { slide: 'locations', field: 'locations' },
  project_stage: { slide: 'project-stage', field: 'project_stage' },
  project_start: { slide: 'project-start', field: 'project_start' },
  project_budget: { slide: 'project-budget', field: 'project_budget' },
  name: { slide: 'customer-info', field: 'name' },
  email: { slide: 'customer-info', field: 'email' },
  website: { slide: 'customer-info', field: 'website' },
  phone: { slide: 'customer-info', field: 'phone' },
  role: { slide: 'customer-info', field: 'role' },
  company_country: { slide: 'customer-info', field: 'location' },
  company_city: { slide: 'customer-info', field: 'location' },
  captcha: { slide: 'customer-info', field: 'captcha' },
};

function firstIssue(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The services of SPEC §3 out of GET /services: a parent has no parent_id. */
export function serviceCatalogue(groups: readonly ServiceGroupIndex[]): ServiceCatalogue {
  const all = groups.flatMap((group) =>
    group.services.map(({ id, name, parent_id }) => ({ id, name, parent_id })),
  );
  return {
    parents: all.filter((service) => service.parent_id === null),
    children: all.filter((service) => service.parent_id !== null),
  };
}

/**
 * The valet wizard (SPEC §3, §4, §5): the ten slides in order, where the buyer is, which slides
 * are done, and the selection the payload is built from. Every slide is checked with the matching
 * piece of the @atlas/api submission schema before the buyer moves on. The selection is kept in the
 * tab's session storage (`start`), so a reload or a sign-in in the middle loses nothing.
 */
export class ValetWizardStore {
  selection: ValetSelection = emptySelection();
  /** Index into VALET_SLIDES of the slide shown. */
  index = 0;
  completed: ValetSlide[] = [];
  confirmed = false;
  loading = false;
  slideChanging = false;
  scrollingAllowed = true;
  /** The messages of the slide the buyer tried to leave (or to submit). */
  errors: ValetErrors = {};
  submitError: string | null = null;
  /** What the server answered to the first slide posted before the page's script ran. */
  postedNotice: string | null = null;
  /** The submission's key: the same for every retry until one succeeds (SPEC: idempotent). */
  idempotencyKey: string | null = null;
  captcha = '';
  /** Bumped after each submission attempt: a captcha answer is spent by it. */
  captchaRound = 0;
  catalogue: ServiceCatalogue = { parents: [], children: [] };
  focusCatalogue: FocusCatalogueItem[] = [];
  optionsState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  /** When the project was submitted (the clock's milliseconds), for the hour's countdown. */
  submittedAt: number | null = null;
  private storage: KeyValueStorage | null = null;
  private stopPersisting: (() => void) | null = null;

  constructor(readonly root: Stores) {
    makeAutoObservable<ValetWizardStore, 'storage' | 'stopPersisting'>(
      this,
      // A posted answer is adopted while the page first renders: an action there too.
      { root: false, storage: false, stopPersisting: false, adoptPosted: action },
      { autoBind: true },
    );
  }

  get formStyle(): ValetFormStyle {
    return this.root.variants.valetFormStyle;
  }

  get contactDetailsMode(): ContactDetailsMode {
    return this.root.variants.contactDetailsMode;
  }

  get asksPhoneAndRole(): boolean {
    return this.contactDetailsMode === 'with_phone_and_role';
  }

  /** SPEC §4: the focuses slide is skipped without the step's form style or without groups. */
  get focusesSkipped(): boolean {
    return this.formStyle === 'without_focuses_step' || this.selection.focusGroups.length === 0;
  }

  /** The slides this buyer walks, in order. */
  get slides(): ValetSlide[] {
    return VALET_SLIDES.filter((slide) => slide !== 'focuses' || !this.focusesSkipped);
  }

  get slide(): ValetSlide {
    return VALET_SLIDES[this.index] ?? 'title';
  }

  /** 1-based position of the slide among the slides walked ("Step 3 of 10"). */
  get position(): number {
    const at = this.slides.indexOf(this.slide);
    return at === -1 ? 1 : at + 1;
  }

  get total(): number {
    return this.slides.length;
  }

  get isLast(): boolean {
    return this.slide === VALET_SLIDES[VALET_SLIDES.length - 1];
  }

  get isFirst(): boolean {
    return this.index === 0;
  }

  get parents(): ValetService[] {
    return this.selection.services.filter((service) => service.parent_id === null);
  }

  get children(): ValetService[] {
    return this.selection.services.filter((service) => service.parent_id !== null);
  }

  /** The child services the services slide offers: those of the chosen parents. */
  get childOptions(): ValetService[] {
    const parentIds = new Set(this.parents.map((parent) => parent.id));
    return this.catalogue.children.filter(
      (child) => child.parent_id !== null && parentIds.has(child.parent_id),
    );
  }

  isSelected(serviceId: number): boolean {
    return this.selection.services.some((service) => service.id === serviceId);
  }

  // ---- Navigation (SPEC §4) ----

  /** The next slide walked after `slide`, or null after the last. */
  private after(slide: ValetSlide): ValetSlide | null {
    const at = VALET_SLIDES.indexOf(slide);
    return VALET_SLIDES.slice(at + 1).find((next) => this.slides.includes(next)) ?? null;
  }

  private before(slide: ValetSlide): ValetSlide | null {
    const at = VALET_SLIDES.indexOf(slide);
    return (
      VALET_SLIDES.slice(0, at)
        .reverse()
        .find((previous) => this.slides.includes(previous)) ?? null
    );
  }

  private show(slide: ValetSlide): void {
    const index = VALET_SLIDES.indexOf(slide);
    if (index === this.index) return;
    this.index = index;
    this.errors = {};
    this.postedNotice = null;
    this.slideChanging = true;
    this.scrollingAllowed = false;
  }

  /** The new slide is drawn and focused: the page may scroll again. */
  slideChanged(): void {
    this.slideChanging = false;
    this.scrollingAllowed = true;
  }

  /**
   * Checks the slide shown; when it passes, marks it completed and shows the next slide walked.
   * Answers whether it moved (false on the last slide: that one submits).
   */
  next(): boolean {
    const errors = this.validate(this.slide);
    this.errors = errors;
    if (Object.keys(errors).length > 0) return false;
    if (!this.completed.includes(this.slide)) this.completed.push(this.slide);
    const next = this.after(this.slide);
    if (!next) return false;
    this.show(next);
    return true;
  }

  back(): boolean {
    const previous = this.before(this.slide);
    if (!previous) return false;
    this.show(previous);
    return true;
  }

  /** Whether `slide` can be shown now: a completed one, or the first one not yet done. */
  canGoTo(slide: ValetSlide): boolean {
    if (!this.slides.includes(slide)) return false;
    if (this.completed.includes(slide)) return true;
    return this.slides.find((walked) => !this.completed.includes(walked)) === slide;
  }

  goTo(slide: ValetSlide): boolean {
    if (!this.canGoTo(slide)) return false;
    this.show(slide);
    return true;
  }

  /** SPEC §4: slide 0, not confirmed, not loading, nothing completed, an empty selection. */
  reset(): void {
    this.selection = emptySelection();
    this.index = 0;
    this.completed = [];
    this.confirmed = false;
    this.loading = false;
    this.slideChanging = false;
    this.scrollingAllowed = true;
    this.errors = {};
    this.submitError = null;
    this.idempotencyKey = null;
    this.captcha = '';
  }

  /**
   * The first slide as the server answered it when the browser posted it before the page's
   * script ran (issue 33): the typed title, its message or the note that it is kept. It wins
   * over a draft of the tab: it is what the person just typed.
   */
  adoptPosted(posted: SubmittedForm): void {
    this.index = 0;
    this.selection.title = posted.values.title ?? this.selection.title;
    const message = posted.fields.find((field) => field.field === 'title')?.message;
    this.errors = message ? { title: message } : {};
    this.postedNotice = posted.done ?? null;
  }

  // ---- Validation (SPEC §5, with the @atlas/api schema) ----

  validate(slide: ValetSlide): ValetErrors {
    const s = this.selection;
    const errors: ValetErrors = {};
    const put = (field: ValetField, message: string | undefined) => {
      if (message) errors[field] = message;
    };
    switch (slide) {
      case 'title':
        put('title', firstIssue(shape.title.safeParse(s.title)));
        break;
      case 'description':
        put('description', firstIssue(shape.project_description.safeParse(s.description)));
        if (s.uploads.some((upload) => !upload.loaded && !upload.error))
          put('files', 'Wait until the files are uploaded');
        break;
      case 'parent-services':
        if (this.parents.length === 0) put('parents', 'Pick at least one area');
        else if (this.parents.length > VALET_MAX_PARENT_SERVICES)
          put('parents', `Pick at most ${VALET_MAX_PARENT_SERVICES} areas`);
        else put('parents', firstIssue(shape.services.safeParse(this.parents.map(({ id }) => id))));
        break;
      case 'services':
        if (this.children.length > VALET_MAX_SERVICES)
          put('services', `Pick at most ${VALET_MAX_SERVICES} services`);
        else if (this.children.length === 0 && this.childOptions.length > 0)
          put('services', 'Pick at least one service');
        else put('services', firstIssue(shape.services.safeParse(this.serviceIds)));
        break;
      case 'focuses':
        if (!s.ignore_focuses) put('focuses', firstIssue(shape.focuses.safeParse(s.focuses)));
        break;
      case 'locations':
        if (!s.ignore_location) {
          if (s.locations.length === 0)
            put(
              'locations',
              'Pick at least one country or city, or tick "Location does not matter"',
            );
          else if (s.locations.length > VALET_MAX_LOCATIONS)
            put('locations', `Pick at most ${VALET_MAX_LOCATIONS} places`);
        }
        break;
      case 'project-stage':
        if (!shape.project_stage.safeParse(s.project_stage).success)
          put('project_stage', 'Pick the stage of the project');
        break;
      case 'project-start':
        put('project_start', firstIssue(shape.project_start.safeParse(s.project_start)));
        break;
      case 'project-budget':
        if (!s.ignore_budget)
          put('project_budget', firstIssue(ValetBudgetSchema.safeParse(s.project_budget)));
        break;
      case 'customer-info': {
        const person = s.contact_person;
        put('name', firstIssue(shape.name.safeParse(person.name)));
        put('email', firstIssue(shape.email.safeParse(person.email)));
        put('website', firstIssue(shape.website.safeParse(person.website.trim())));
        if (this.asksPhoneAndRole) {
          put('phone', firstIssue(shape.phone.safeParse(person.phone)));
          put('role', firstIssue(shape.role.safeParse(person.role)));
        }
        if (!person.location) put('location', 'Pick where you are');
        break;
      }
    }
    return errors;
  }

  /** Every slide walked passes (focuses may be empty). */
  get firstInvalidSlide(): ValetSlide | null {
    return (
      this.slides.find(
        (slide) =>
          !OPTIONAL_VALET_SLIDES.includes(slide) && Object.keys(this.validate(slide)).length > 0,
      ) ?? null
    );
  }

  private clearError(field: ValetField): void {
    if (this.errors[field] === undefined) return;
    const { [field]: _removed, ...rest } = this.errors;
    this.errors = rest;
  }

  // ---- Editing the selection ----

  setTitle(title: string): void {
    this.selection.title = title;
    this.clearError('title');
  }

  setDescription(description: string): void {
    this.selection.description = description;
    // What the buyer first wrote, before any later edit (SPEC §3 original_description).
    if (!this.completed.includes('description')) this.selection.original_description = description;
    this.clearError('description');
  }

  setVoiceRecording(path: string | null): void {
    this.selection.voice_recording_path = path;
  }

  /**
   * SPEC §4, §5: selecting a service adds it (at most 3 parents and 5 services). Answers whether
   * it was added.
   */
  selectService(service: ValetService): boolean {
    if (this.isSelected(service.id)) return false;
    const parent = service.parent_id === null;
    if (parent && this.parents.length >= VALET_MAX_PARENT_SERVICES) {
      this.errors = { ...this.errors, parents: `Pick at most ${VALET_MAX_PARENT_SERVICES} areas` };
      return false;
    }
    if (!parent && this.children.length >= VALET_MAX_SERVICES) {
      this.errors = { ...this.errors, services: `Pick at most ${VALET_MAX_SERVICES} services` };
      return false;
    }
    this.selection.services.push({ ...service });
    this.clearError(parent ? 'parents' : 'services');
    this.regenerateFocusGroups();
    return true;
  }

  /** SPEC §4: removing a parent also removes its children; any removal regenerates the groups. */
  removeService(serviceId: number): void {
    this.selection.services = this.selection.services.filter(
      (service) => service.id !== serviceId && service.parent_id !== serviceId,
    );
    this.regenerateFocusGroups();
  }

  toggleService(service: ValetService): void {
    if (this.isSelected(service.id)) this.removeService(service.id);
    else this.selectService(service);
  }

  /** One group per focus whose services include a chosen service; focuses left out are dropped. */
  regenerateFocusGroups(): void {
    const groups = focusGroupsFor(this.selection.services, this.focusCatalogue);
    this.selection.focusGroups = groups;
    const offered = new Set(groups.flatMap((group) => group.focusesList.map((focus) => focus.id)));
    this.selection.focuses = this.selection.focuses.filter((id) => offered.has(id));
    // A slide no longer walked is no longer where the buyer can be.
    if (!this.slides.includes(this.slide)) {
      const next = this.after(this.slide);
      if (next) this.index = VALET_SLIDES.indexOf(next);
    }
  }

  toggleFocus(focusId: number): void {
    const focuses = this.selection.focuses;
    this.selection.focuses = focuses.includes(focusId)
      ? focuses.filter((id) => id !== focusId)
      : [...focuses, focusId];
    this.clearError('focuses');
  }

  setIgnoreFocuses(ignore: boolean): void {
    this.selection.ignore_focuses = ignore;
    this.clearError('focuses');
  }

  addLocation(place: ValetPlace): boolean {
    const { locations } = this.selection;
    if (locations.some((item) => item.type === place.type && item.id === place.id)) return false;
    if (locations.length >= VALET_MAX_LOCATIONS) {
      this.errors = { ...this.errors, locations: `Pick at most ${VALET_MAX_LOCATIONS} places` };
      return false;
    }
    locations.push({ ...place });
    this.selection.ignore_location = false;
    this.clearError('locations');
    return true;
  }

  removeLocation(place: Pick<ValetPlace, 'type' | 'id'>): void {
    this.selection.locations = this.selection.locations.filter(
      (item) => !(item.type === place.type && item.id === place.id),
    );
  }

  setIgnoreLocation(ignore: boolean): void {
    this.selection.ignore_location = ignore;
    this.clearError('locations');
  }

  setProjectStage(stage: ProjectStage): void {
    this.selection.project_stage = stage;
    this.clearError('project_stage');
  }

  setProjectStart(start: ProjectStart): void {
    this.selection.project_start = start;
    this.clearError('project_start');
  }

  /** Sets the range, kept within the floor and the ceiling. */
  setBudget(budget: ValetBudget): void {
    const clamp = (value: number) =>
      Math.min(VALET_BUDGET_CEILING, Math.max(VALET_BUDGET_FLOOR, Math.round(value)));
    this.selection.project_budget = { min: clamp(budget.min), max: clamp(budget.max) };
    this.clearError('project_budget');
  }

  setIgnoreBudget(ignore: boolean): void {
    this.selection.ignore_budget = ignore;
    this.clearError('project_budget');
  }

  setContact(field: ContactTextField, value: string): void {
    this.selection.contact_person[field] = value;
    this.clearError(field);
  }

  setContactLocation(place: ValetPlace | null): void {
    this.selection.contact_person.location = place ? { ...place } : null;
    this.clearError('location');
  }

  // ---- Uploads ----

  get canAddUpload(): boolean {
    return this.selection.uploads.length < VALET_MAX_FILES;
  }

  /** A file starts uploading; answers its key, or null when VALET_MAX_FILES are there. */
  addUpload(name: string): string | null {
    if (!this.canAddUpload) {
      this.errors = { ...this.errors, files: `Attach at most ${VALET_MAX_FILES} files` };
      return null;
    }
    const key = newIdempotencyKey();
    this.selection.uploads.push({ key, name, loaded: false, path: null, error: null });
    return key;
  }

  uploadLoaded(key: string, path: string): void {
    const upload = this.selection.uploads.find((item) => item.key === key);
    if (!upload) return;
    upload.loaded = true;
    upload.path = path;
    upload.error = null;
    this.clearError('files');
  }

  uploadFailed(key: string, message: string): void {
    const upload = this.selection.uploads.find((item) => item.key === key);
    if (!upload) return;
    upload.loaded = false;
    upload.error = message;
  }

  removeUpload(key: string): void {
    this.selection.uploads = this.selection.uploads.filter((item) => item.key !== key);
    this.clearError('files');
  }

  // ---- Options ----

  setCatalogue(groups: readonly ServiceGroupIndex[]): void {
    this.catalogue = serviceCatalogue(groups);
  }

  setFocusCatalogue(focuses: readonly FocusCatalogueItem[]): void {
    this.focusCatalogue = focuses.map(({ id, name, service_ids }) => ({
      id,
      name,
      service_ids: [...service_ids],
    }));
    this.regenerateFocusGroups();
  }

  /** Loads the services and focuses the slides pick from (once; again after a failure). */
  async loadOptions(): Promise<void> {
    if (this.optionsState === 'loading' || this.optionsState === 'ready') return;
    this.optionsState = 'loading';
    try {
      const [services, options] = await Promise.all([
        this.root.api.listServices(),
        // Focuses only matter with the focuses step; without them the slide is skipped.
        this.formStyle === 'with_focuses_step'
          ? this.root.api.getEditingOptions().catch(() => null)
          : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.setCatalogue(services.data);
        if (options) this.setFocusCatalogue(options.data.focuses);
        this.optionsState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.optionsState = 'failed';
      });
    }
  }

  // ---- The payload and the submission ----

  get serviceIds(): number[] {
    return this.selection.services.map((service) => service.id);
  }

  /** SPEC §3 "Project submission payload", plus the captcha and the idempotency key. */
  payload(): ValetSubmissionBody {
    const s = this.selection;
    const person = s.contact_person;
    const places = s.ignore_location ? [] : s.locations;
    return {
      title: s.title.trim(),
      name: person.name.trim(),
      email: person.email.trim(),
      website: person.website.trim(),
      phone: this.asksPhoneAndRole ? person.phone.trim() : '',
      role: this.asksPhoneAndRole ? person.role.trim() : '',
      ...(person.location?.type === 'country' ? { company_country: person.location.id } : {}),
      ...(person.location?.type === 'city' ? { company_city: person.location.id } : {}),
      services: this.serviceIds,
      focuses: s.ignore_focuses || this.focusesSkipped ? [] : [...s.focuses],
      countries: places.filter((place) => place.type === 'country').map((place) => place.id),
      cities: places.filter((place) => place.type === 'city').map((place) => place.id),
      project_start: s.project_start ?? 'not-sure',
      project_budget: s.ignore_budget ? null : { ...s.project_budget },
      project_stage: s.project_stage ?? 'planning',
      project_description: s.description.trim(),
      original_project_description: s.original_description,
      voice_recording_path: s.voice_recording_path,
      files: s.uploads
        .filter((upload) => upload.loaded && upload.path)
        .flatMap((upload) => (upload.path ? [upload.path] : [])),
      misc_meta: {
        send_phone: true,
        form_style: this.formStyle,
        contact_details_mode: this.contactDetailsMode,
        ...(this.root.valet.referrer ? { source: this.root.valet.referrer.source } : {}),
      },
      captcha: this.captcha,
      idempotency_key: this.keyForSubmit(),
    };
  }

  /** The key of the submission being sent: the same one for each retry until it succeeds. */
  keyForSubmit(): string {
    this.idempotencyKey ??= newIdempotencyKey();
    return this.idempotencyKey;
  }

  setCaptcha(answer: string): void {
    this.captcha = answer;
    this.clearError('captcha');
  }

  /**
   * Sends the project with `send` (the API's submit call). Checks every slide first and shows the
   * first failing one. On success the wizard is confirmed, the draft cleared and the answer
   * returned; a failure keeps everything (and the idempotency key) for a retry.
   */
  async submit<T>(send: (body: ValetSubmissionBody) => Promise<T>): Promise<T | null> {
    if (this.loading) return null;
    const invalid = this.firstInvalidSlide;
    if (invalid) {
      this.show(invalid);
      this.errors = this.validate(invalid);
      return null;
    }
    if (!this.captcha) {
      this.errors = { ...this.errors, captcha: 'Wait for the human check to finish' };
      return null;
    }
    this.loading = true;
    this.submitError = null;
    const body = this.payload();
    try {
      const answer = await send(body);
      runInAction(() => {
        this.confirmed = true;
        this.submittedAt = this.root.valet.now();
        this.idempotencyKey = null;
        if (this.storage) clearDraft(this.storage);
      });
      return answer;
    } catch (error) {
      runInAction(() => {
        const placed = error instanceof ApiError ? this.placeServerErrors(error) : false;
        this.submitError = placed
          ? null
          : error instanceof Error && error.message
            ? error.message
            : 'The project could not be sent. Try again.';
      });
      return null;
    } finally {
      runInAction(() => {
        this.loading = false;
        this.captcha = '';
        this.captchaRound += 1;
      });
    }
  }

  /** Puts the server's field messages beside their fields, on the first slide concerned. */
  private placeServerErrors(error: ApiError): boolean {
    const placed: { slide: ValetSlide; field: ValetField; message: string }[] = [];
    for (const issue of error.fields ?? []) {
      const key = issue.field.split('.')[0] ?? '';
      const target = SERVER_FIELDS[key];
      if (target) placed.push({ ...target, message: issue.message });
    }
    const first = placed
      .slice()
      .sort((a, b) => VALET_SLIDES.indexOf(a.slide) - VALET_SLIDES.indexOf(b.slide))[0];
    if (!first) return false;
    this.show(first.slide);
    this.errors = Object.fromEntries(
      placed.filter((item) => item.slide === first.slide).map((item) => [item.field, item.message]),
    );
    return true;
  }

  // ---- Persistence (browser only) ----

  /**
   * Restores the tab's draft and the header's referrer meta, then keeps the draft up to date.
   * Called by the wizard page in the browser; answers the stop.
   */
  start(storage: KeyValueStorage): () => void {
    this.stopPersisting?.();
    this.storage = storage;
    const draft = readDraft(storage);
    if (draft && !this.confirmed) {
      this.selection = draft.selection;
      this.index = draft.index;
      this.completed = draft.completed;
      this.idempotencyKey = draft.idempotencyKey;
      this.regenerateFocusGroups();
    }
    this.root.valet.restoreReferrer(storage);
    const stop = reaction(
      () => ({
        version: 1 as const,
        index: this.index,
        completed: [...this.completed],
        idempotencyKey: this.idempotencyKey,
        selection: JSON.parse(JSON.stringify(this.selection)) as ValetSelection,
      }),
      (draft) => {
        if (!this.confirmed) writeDraft(storage, draft);
      },
    );
    this.stopPersisting = stop;
    return () => {
      stop();
      if (this.stopPersisting === stop) this.stopPersisting = null;
    };
  }

  /** SPEC §7 valet_page_access_2: the wizard was opened. */
  recordPageAccess(url: string): void {
    const meta = this.root.valet.referrer;
    const short = (value: string) => value.slice(0, ANALYTICS_PROP_MAX_LENGTH);
    this.root.valet.analytics.track('valet_page_access_2', {
      source: meta?.source ?? 'direct',
      url: short(url),
      form_style: this.formStyle,
      header_link_title: meta?.link_title ?? VALET_BUTTON_TEXT[this.root.variants.valetButtonStyle],
      contact_details_mode: this.contactDetailsMode,
      ...(meta ? { referrer_page: short(meta.page) } : {}),
    });
  }
}
