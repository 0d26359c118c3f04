import { AppError } from '@scp/service-kit/errors';
import { retryDelayOf, retryLater } from './retry-later';

describe('retryLater', () => {
  it("carries Meta's wait to the job as the kit's error", () => {
    const err = retryLater('rate_limited: slow down', 30_000);
    expect(err).toBeInstanceOf(AppError);
    expect(err.message).toBe('rate_limited: slow down');
    expect(retryDelayOf(err)).toBe(30_000);
  });

  it('asks for no wait of its own when Meta named none (the queue backs off)', () => {
    expect(retryDelayOf(retryLater('unavailable: HTTP 503'))).toBeUndefined();
  });

  it('finds no wait in any other error', () => {
    expect(retryDelayOf(new Error('boom'))).toBeUndefined();
    expect(retryDelayOf(AppError.unavailable())).toBeUndefined();
  });
});
