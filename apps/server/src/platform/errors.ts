/** An error whose message is safe to show to the user (Chinese), with an HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string>;
  /** The legacy `Code` of a sign-in failure (spec §8: 3002 refreshes, any other code logs out). */
  readonly legacyCode?: number;
  constructor(
    message: string,
    options: { statusCode?: number; fieldErrors?: Record<string, string>; code?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? 400;
    this.fieldErrors = options.fieldErrors;
    this.legacyCode = options.code;
  }
}

/** The legacy body of a sign-in failure: `Code` and `Message`, which the client treats as a forced logout or a refresh. */
export function authFailureBody(code: number, message: string) {
  return { success: false, Code: code, Message: message, message, extraData: null };
}

/**
 * The guard's refusal of one call to a signed-in user: `Code` 403 but no `Message`, because a
 * client acting on spec §8 signs out on any error that carries `Message` — and a user refused one
 * action is still signed in.
 */
export function refusalBody(message: string) {
  return { success: false, Code: 403, message, extraData: null };
}
