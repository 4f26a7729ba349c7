import { makeAutoObservable, runInAction } from 'mobx';
import type { RealtimeEvent } from '@atlas/api/entities/realtime';
import { VALET_SHORTLIST_SIZE, type ValetMatch, type ValetProject } from '@atlas/api/valet';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import type { Stores } from '../../../shared/stores/StoresContext';
import { sortQuotes, type QuotedMatch, type QuoteSort } from '../compare/quotes';

/**
 * One project as its buyer sees it (the confirmation page, the e-mailed link's page): the
 * shortlist and more matches, which companies the buyer picks to release the brief to, and the
 * answers as they arrive (read again on each live update).
 */
export class ValetProjectStore {
  project: ValetProject | null;
  state: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null = null;
  /** Companies (by id) the buyer ticked to send the brief to. */
  chosen: number[] = [];
  releasing = false;
  completing = false;
  actionError: string | null = null;
  message: string | null = null;
  /** How the buyer orders the quotes they compare. */
  quoteSort: QuoteSort = 'price';
  /** The company whose quote the buyer is accepting or declining right now. */
  deciding: number | null = null;
  private releaseKey: string | null = null;

  constructor(
    readonly root: Stores,
    project: ValetProject | null = null,
  ) {
    this.project = project;
    this.state = project ? 'ready' : 'idle';
    makeAutoObservable<ValetProjectStore, 'releaseKey'>(
      this,
      { root: false, releaseKey: false },
      { autoBind: true },
    );
  }

  /** The buyer proved the address and is signed in: they may release the brief. */
  get canRelease(): boolean {
    const project = this.project;
    return (
      project !== null &&
      project.email_verified &&
      this.root.user.isLoggedIn &&
      project.status !== 'completed' &&
      project.status !== 'hired' &&
      this.releasable.length > 0
    );
  }

  /** Every company offered, the shortlist first, then the more matches. */
  get matches(): ValetMatch[] {
    return this.project ? [...this.project.shortlist, ...this.project.more_matches] : [];
  }

  get released(): ValetMatch[] {
    return this.matches.filter((match) => match.released);
  }

  get releasable(): ValetMatch[] {
    return this.matches.filter((match) => !match.released);
  }

  get quotes(): ValetMatch[] {
    return this.matches.filter((match) => match.quote !== null);
  }

  /** The quotes side by side, in the buyer's order. */
  get comparedQuotes(): QuotedMatch[] {
    return sortQuotes(this.matches, this.quoteSort);
  }

  /** The company the buyer hired, once they accepted its quote. */
  get hired(): ValetMatch | null {
    const id = this.project?.hired_company_id ?? null;
    return id === null ? null : (this.matches.find((match) => match.company.id === id) ?? null);
  }

  /** When the hour of the promise ends: it starts when the brief reaches the first company. */
  get dueAt(): number | null {
    const due = this.project?.answers_due_at;
    return due ? Date.parse(due) : null;
  }

  setQuoteSort(sort: QuoteSort): void {
    this.quoteSort = sort;
  }

  isChosen(companyId: number): boolean {
    return this.chosen.includes(companyId);
  }

  toggleChosen(companyId: number): void {
    if (this.chosen.includes(companyId)) {
      this.chosen = this.chosen.filter((id) => id !== companyId);
      return;
    }
    if (this.chosen.length >= VALET_SHORTLIST_SIZE) {
      this.actionError = `Pick at most ${VALET_SHORTLIST_SIZE} companies at once`;
      return;
    }
    this.chosen = [...this.chosen, companyId];
    this.actionError = null;
  }

  setProject(project: ValetProject): void {
    this.project = project;
    this.state = 'ready';
    this.error = null;
    // A company released meanwhile is no longer one to choose.
    const open = new Set(this.releasable.map((match) => match.company.id));
    this.chosen = this.chosen.filter((id) => open.has(id));
  }

  /** The e-mailed link: verifies the address, signs the buyer in, answers the project. */
  async verify(token: string): Promise<void> {
    this.state = 'loading';
    this.error = null;
    try {
      const answer = await this.root.api.verifyValetProject({ token });
      runInAction(() => {
        this.setProject(answer.data);
        this.message = answer.message;
      });
      try {
        const profile = await this.root.api.getProfile();
        this.root.user.setUser(profile.data.user);
      } catch {
        // The project is shown either way; signing in again shows the releases.
      }
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error =
          error instanceof Error && error.message
            ? error.message
            : 'This link could not be opened.';
      });
    }
  }

  /** A signed-in buyer's project by its id (the dashboard's "My projects"). */
  async load(id: string): Promise<void> {
    this.state = 'loading';
    this.error = null;
    try {
      const answer = await this.root.api.getValetProject(id);
      this.setProject(answer.data);
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = errorText(error, 'This project could not be opened.');
      });
    }
  }

  /** Hires the company of a quote; the others hear, with `reasonForOthers` if given. */
  async acceptQuote(companyId: number, reasonForOthers: string): Promise<boolean> {
    return this.decide(companyId, (id) =>
      this.root.api.acceptValetQuote(id, companyId, { reason_for_others: reasonForOthers }),
    );
  }

  /** Turns a quote down; the company reads `reason`. */
  async declineQuote(companyId: number, reason: string): Promise<boolean> {
    return this.decide(companyId, (id) =>
      this.root.api.declineValetQuote(id, companyId, { reason }),
    );
  }

  private async decide(
    companyId: number,
    send: (projectId: string) => Promise<{ data: ValetProject; message: string }>,
  ): Promise<boolean> {
    const project = this.project;
    if (!project || this.deciding !== null) return false;
    this.deciding = companyId;
    this.actionError = null;
    try {
      const answer = await send(project.id);
      runInAction(() => {
        this.setProject(answer.data);
        this.message = answer.message;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.actionError = errorText(error, 'That did not work. Try again.');
      });
      return false;
    } finally {
      runInAction(() => {
        this.deciding = null;
      });
    }
  }

  /** Reads the project again (a live update, or after the buyer signed in). */
  async reload(): Promise<void> {
    const id = this.project?.id;
    if (!id || !this.root.user.isLoggedIn) return;
    try {
      const answer = await this.root.api.getValetProject(id);
      this.setProject(answer.data);
    } catch {
      // The page keeps what it shows; the next update tries again.
    }
  }

  async release(): Promise<boolean> {
    const project = this.project;
    if (!project || this.releasing) return false;
    if (this.chosen.length === 0) {
      this.actionError = 'Pick at least one company';
      return false;
    }
    this.releasing = true;
    this.actionError = null;
    this.releaseKey ??= newIdempotencyKey();
    try {
      const answer = await this.root.api.releaseValetProject(project.id, {
        company_ids: [...this.chosen],
        idempotency_key: this.releaseKey,
      });
      runInAction(() => {
        this.releaseKey = null;
        this.setProject(answer.data);
        this.chosen = [];
        this.message = answer.message;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.actionError =
          error instanceof Error && error.message
            ? error.message
            : 'The brief could not be sent. Try again.';
      });
      return false;
    } finally {
      runInAction(() => {
        this.releasing = false;
      });
    }
  }

  async complete(): Promise<void> {
    const project = this.project;
    if (!project || this.completing) return;
    this.completing = true;
    this.actionError = null;
    try {
      const answer = await this.root.api.completeValetProject(project.id);
      runInAction(() => {
        this.setProject(answer.data);
        this.message = answer.message;
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = error instanceof Error && error.message ? error.message : 'Try again.';
      });
    } finally {
      runInAction(() => {
        this.completing = false;
      });
    }
  }

  /** A live event: `valet.updated` for this project reads it again. */
  apply(event: RealtimeEvent): void {
    if (event.type === 'valet.updated' && event.projectId === this.project?.id) void this.reload();
  }

  /**
   * Keeps the project live: the server's `valet.updated` (a company accepted, asked, declined or
   * quoted) reads it again; events missed while offline are replayed on reconnect. Answers the stop.
   */
  follow(): () => void {
    return this.root.realtime.listen(this.apply);
  }
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
