import type { ErrorCode } from '@scp/shared/contracts/errors';

/**
 * The one error class of every service and the gateway: the error middleware turns it into
 * `{ error: { code, message, field? } }` with its status. Anything else thrown is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, field?: string): AppError {
    return new AppError(400, 'BAD_REQUEST', message, field);
  }

  static validation(message: string, field?: string): AppError {
    return new AppError(400, 'VALIDATION_FAILED', message, field);
  }

  static unauthenticated(message = 'Authentication required.'): AppError {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }

  static forbidden(message: string): AppError {
    return new AppError(403, 'FORBIDDEN', message);
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static conflict(message: string, field?: string): AppError {
    return new AppError(409, 'CONFLICT', message, field);
  }

  static unavailable(message = 'Service temporarily unavailable. Please try again shortly.'): AppError {
    return new AppError(503, 'SERVICE_UNAVAILABLE', message);
  }
}
