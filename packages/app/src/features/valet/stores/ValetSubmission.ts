import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '@atlas/api/http';
import type { ValetSubmissionBody } from '@atlas/api/valet';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';

export interface SendOptions {
  /** The clock (milliseconds): when the project was submitted. */
  now(): number;
  /** The project is stored: what else goes with it (in the same action). */
  onSent(): void;
  /** Puts the server's field messages beside their fields; answers whether it placed any. */
  place(error: ApiError): boolean;
}

/**
 * The project's submission (SPEC §3): its idempotency key, the same for every retry until one
 * succeeds; the captcha's answer, spent by every attempt; and the send itself.
 */
export class ValetSubmission {
  loading = false;
  confirmed = false;
  submitError: string | null = null;
  idempotencyKey: string | null = null;
  captcha = '';
  /** Bumped after each attempt: a captcha answer is spent by it. */
  captchaRound = 0;
  /** When the project was submitted (the clock's milliseconds), for the hour's countdown. */
  submittedAt: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The key of the submission being sent: the same one for each retry until it succeeds. */
  keyForSubmit(): string {
    this.idempotencyKey ??= newIdempotencyKey();
    return this.idempotencyKey;
  }

  setCaptcha(answer: string): void {
    this.captcha = answer;
  }

  /**
   * Sends `body` with `send` (the API's submit call). On success the submission is confirmed and
   * the answer returned; a failure keeps the key for a retry, puts the server's message where it
   * belongs (`place`, or else `submitError`) and answers null.
   */
  async send<T>(
    body: ValetSubmissionBody,
    send: (body: ValetSubmissionBody) => Promise<T>,
    options: SendOptions,
  ): Promise<T | null> {
    this.loading = true;
    this.submitError = null;
    try {
      const answer = await send(body);
      runInAction(() => {
        this.confirmed = true;
        this.submittedAt = options.now();
        this.idempotencyKey = null;
        options.onSent();
      });
      return answer;
    } catch (error) {
      runInAction(() => {
        const placed = error instanceof ApiError ? options.place(error) : false;
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

  /** A new project: nothing sent, no key, no answer. */
  reset(): void {
    this.confirmed = false;
    this.loading = false;
    this.submitError = null;
    this.idempotencyKey = null;
    this.captcha = '';
  }
}
