import { action, makeAutoObservable, reaction, toJS } from 'mobx';
import {
  OPTIONAL_VALET_SLIDES,
  VALET_SLIDES,
  type ValetSlide,
  type ValetSubmissionBody,
} from '@atlas/api/valet';
import type { ContactDetailsMode, ValetFormStyle } from '@atlas/api/variants';
import type { SubmittedForm } from '../../../shared/forms/form-action';
import type { Stores } from '../../../shared/stores/StoresContext';
import {
  checkSlide,
  placeServerMessages,
  VALET_STEPS,
  type SlideFacts,
  type SlideMessages,
  type ValetSlideValues,
} from '../slides/steps';
import { buildPayload } from './payload';
import { clearDraft, readDraft, writeDraft } from './persistence';
import type { KeyValueStorage } from './storage';
import { ValetDraftStore } from './ValetDraftStore';
import { ValetOptions } from './ValetOptions';
import { ValetSubmission } from './ValetSubmission';
import {
  emptySelection,
  type FocusCatalogueItem,
  type ServiceCatalogue,
  type ValetSelection,
  type ValetService,
} from './selection';

/**
 * The valet wizard (SPEC §3, §4, §5): what spans the slides. Which slides the buyer walks, where
 * they are and which are done; the draft (ValetDraftStore: the selection the payload is built
 * from, kept in the tab's session storage by `start`, so a reload or a sign-in in the middle
 * loses nothing); what the slides pick from (ValetOptions); and the submission with its
 * idempotency key (ValetSubmission). Each slide's form holds and checks its own fields
 * (../slides/useSlideForm) and keeps its values in the draft; the store checks the draft with the
 * same step schemas (../slides/steps) before it sends the project.
 */
export class ValetWizardStore {
  /** The selection the payload is built from, as the slides keep it. */
  readonly draft = new ValetDraftStore();
  /** Index into VALET_SLIDES of the slide shown. */
  index = 0;
  completed: ValetSlide[] = [];
  slideChanging = false;
  scrollingAllowed = true;
  /**
   * Messages the wizard puts on the slide shown: a check of the draft (before sending, or before
   * the slide's form has loaded), the server's answer, the posted first slide's.
   */
  errors: SlideMessages = {};
  /** What the server answered to the first slide posted before the page's script ran. */
  postedNotice: string | null = null;
  /** Sending the project, with its idempotency key and captcha. */
  readonly submission = new ValetSubmission();
  /** What the slides pick from. */
  readonly options = new ValetOptions();
  private storage: KeyValueStorage | null = null;
  private stopPersisting: (() => void) | null = null;

  constructor(readonly root: Stores) {
    makeAutoObservable<ValetWizardStore, 'storage' | 'stopPersisting'>(
      this,
      // A posted answer is adopted while the page first renders: an action there too.
      {
        root: false,
        draft: false,
        options: false,
        submission: false,
        storage: false,
        stopPersisting: false,
        adoptPosted: action,
      },
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

  get selection(): ValetSelection {
    return this.draft.selection;
  }

  get catalogue(): ServiceCatalogue {
    return this.options.catalogue;
  }

  /** The child services the services slide offers: those of the chosen parents. */
  get childOptions(): ValetService[] {
    const parentIds = new Set(this.draft.parents.map((parent) => parent.id));
    return this.catalogue.children.filter(
      (child) => child.parent_id !== null && parentIds.has(child.parent_id),
    );
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
    this.draft.replace(emptySelection());
    this.index = 0;
    this.completed = [];
    this.slideChanging = false;
    this.scrollingAllowed = true;
    this.errors = {};
    this.submission.reset();
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

  // ---- The draft, slide by slide (their values and checks: ../slides/steps.ts) ----

  /** The values of a slide's form, out of the draft. */
  slideValues<S extends ValetSlide>(slide: S): ValetSlideValues[S] {
    return VALET_STEPS[slide].values(this.selection);
  }

  /**
   * A slide's values go into the draft: `write` puts them there (its form calls this on every
   * change, so a reload keeps them); `changed` names the field that changed, whose message goes.
   */
  keep(
    slide: ValetSlide,
    write: (draft: ValetSelection, facts: SlideFacts) => void,
    changed?: string,
  ): void {
    write(this.selection, this);
    if (slide === 'parent-services' || slide === 'services') this.regenerateFocusGroups();
    if (changed !== undefined) this.forget([changed]);
  }

  /** A slide's values checked with its schema (its form's check, with what the wizard knows). */
  check<S extends ValetSlide>(slide: S, values: ValetSlideValues[S]): SlideMessages {
    return checkSlide(slide, values, this.selection, this);
  }

  /** The draft's values of `slide`, checked. */
  validate(slide: ValetSlide): SlideMessages {
    return this.check(slide, this.slideValues(slide));
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

  /** The messages of `fields` go: fixed, or handed over to the slide's form (which shows them). */
  forget(fields: readonly string[]): void {
    const kept = Object.entries(this.errors).filter(([field]) => !fields.includes(field));
    if (kept.length < Object.keys(this.errors).length) this.errors = Object.fromEntries(kept);
  }

  /** The focus groups follow the chosen services (and the focuses loaded). */
  regenerateFocusGroups(): void {
    this.draft.regroupFocuses(this.options.focusCatalogue);
    // A slide no longer walked is no longer where the buyer can be.
    if (!this.slides.includes(this.slide)) {
      const next = this.after(this.slide);
      if (next) this.index = VALET_SLIDES.indexOf(next);
    }
  }

  // ---- Options ----

  setFocusCatalogue(focuses: readonly FocusCatalogueItem[]): void {
    this.options.setFocusCatalogue(focuses);
    this.regenerateFocusGroups();
  }

  /** Loads the services and focuses the slides pick from (once; again after a failure). */
  async loadOptions(): Promise<void> {
    // Focuses only matter with the focuses step; without them the slide is skipped.
    const focuses = await this.options.load(this.root.api, this.formStyle === 'with_focuses_step');
    if (focuses) this.regenerateFocusGroups();
  }

  // ---- The payload and the submission ----

  /** SPEC §3 "Project submission payload", plus the captcha and the idempotency key. */
  payload(): ValetSubmissionBody {
    return buildPayload(this, {
      source: this.root.valet.referrer?.source,
      captcha: this.submission.captcha,
      idempotencyKey: this.submission.keyForSubmit(),
    });
  }

  setCaptcha(answer: string): void {
    this.submission.setCaptcha(answer);
    this.forget(['captcha']);
  }

  /**
   * Sends the project with `send` (the API's submit call). Checks every slide first and shows the
   * first failing one. On success the wizard is confirmed, the draft cleared and the answer
   * returned; a failure keeps everything (and the idempotency key) for a retry, the server's
   * field messages on the first slide they concern.
   */
  async submit<T>(send: (body: ValetSubmissionBody) => Promise<T>): Promise<T | null> {
    if (this.submission.loading) return null;
    const invalid = this.firstInvalidSlide;
    if (invalid) {
      this.show(invalid);
      this.errors = this.validate(invalid);
      return null;
    }
    if (!this.submission.captcha) {
      this.errors = { ...this.errors, captcha: 'Wait for the human check to finish' };
      return null;
    }
    return this.submission.send(this.payload(), send, {
      now: this.root.valet.now,
      onSent: () => {
        if (this.storage) clearDraft(this.storage);
      },
      place: (error) => {
        const placed = placeServerMessages(error.fields ?? []);
        if (!placed) return false;
        this.show(placed.slide);
        this.errors = placed.messages;
        return true;
      },
    });
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
    if (draft && !this.submission.confirmed) {
      this.draft.replace(draft.selection);
      this.index = draft.index;
      this.completed = draft.completed;
      this.submission.idempotencyKey = draft.idempotencyKey;
      this.regenerateFocusGroups();
    }
    this.root.valet.restoreReferrer(storage);
    const stop = reaction(
      () => ({
        version: 1 as const,
        index: this.index,
        completed: [...this.completed],
        idempotencyKey: this.submission.idempotencyKey,
        selection: toJS(this.selection),
      }),
      (draft) => {
        if (!this.submission.confirmed) writeDraft(storage, draft);
      },
    );
    this.stopPersisting = stop;
    return () => {
      stop();
      if (this.stopPersisting === stop) this.stopPersisting = null;
    };
  }
}
