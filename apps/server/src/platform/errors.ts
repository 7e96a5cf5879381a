/** An error whose message is safe to show to the user (Chinese), with an HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string>;
  constructor(message: string, options: { statusCode?: number; fieldErrors?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? 400;
    this.fieldErrors = options.fieldErrors;
  }
}
