/**
 * The one error type services throw. Its code decides the HTTP status, in one place
 * (`statusByCode`), and it serialises to the spec's error body.
 */
import type { ApiErrorBody, ErrorCode } from '@shop/core/api-error';

export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  validation_failed: 400,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payment_failed: 402,
  request_timeout: 408,
  payload_too_large: 413,
  headers_too_large: 431,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly title: string | undefined;
  readonly fields: Record<string, string[]> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { title?: string; fields?: Record<string, string[]>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.title = options.title;
    this.fields = options.fields;
  }

  get status(): number {
    return statusByCode[this.code];
  }

  toBody(): ApiErrorBody {
    return {
      errors: {
        status: this.status,
        code: this.code,
        ...(this.title ? { title: this.title } : {}),
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} was not found.`);
}
