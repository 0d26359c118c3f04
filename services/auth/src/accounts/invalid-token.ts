import { AppError } from '@scp/service-kit/errors';

/** A confirmation or reset link that is unknown, spent or expired: 400 INVALID_TOKEN with the link's own text. */
export function invalidToken(message: string): AppError {
  return new AppError(400, 'INVALID_TOKEN', message);
}
