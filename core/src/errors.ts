/**
 * One error model for the whole product. Services throw AppError; the server turns it into
 * `{ error: { code, message } }` with the status below; the web shows `message` to people.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  // A failed AI generation (core/ai/ai-recipe.ts: aiErrorCode): the code says which failure,
  // so the screen knows whether to reset its form.
  ai_request: 502,
  ai_no_json: 502,
  ai_malformed: 502,
  ai_invalid: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }
}

export type ErrorBody = { error: { code: ErrorCode | string; message: string } };

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
