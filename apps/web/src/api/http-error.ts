import type { Envelope } from '@credit/rules';

/** A call that did not succeed; `message` is what the user was (or would have been) shown. */
export class HttpError extends Error {
  /** 0 when no answer arrived (time-out, network failure). */
  readonly status: number;
  readonly envelope?: Envelope<unknown>;
  /** Per-field messages from the envelope's `errors`, for the form that sent the call. */
  readonly fieldErrors?: Record<string, string>;

  constructor(message: string, status: number, envelope?: Envelope<unknown>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.envelope = envelope;
    this.fieldErrors = envelope?.errors;
  }
}
