import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  type AppBaseQuery,
  failureFactsOf,
  isPermanentFailure,
  retryDelayMs,
  shouldRetry,
  withRetryPolicy,
} from './retry-policy';

const serverError = { status: 500, message: '' };

describe('which failures are retried', () => {
  it.each([401, 403, 404])('never retries status %i', (status) => {
    expect(shouldRetry('query', 1, { status, message: '' })).toBe(false);
    expect(shouldRetry('mutation', 1, { status, message: '' })).toBe(false);
  });

  it.each(['Unauthorized', 'user is unauthorised', 'UNAUTHORIZED request'])(
    'never retries the message %p',
    (message) => {
      expect(isPermanentFailure({ status: 500, message })).toBe(true);
      expect(shouldRetry('query', 1, { status: null, message })).toBe(false);
    },
  );

  it('retries other failures, network failures included', () => {
    expect(shouldRetry('query', 1, serverError)).toBe(true);
    expect(shouldRetry('query', 1, { status: 429, message: 'Rate limit exceeded. Please try again later.' })).toBe(
      true,
    );
    expect(shouldRetry('query', 1, { status: null, message: 'TypeError: Failed to fetch' })).toBe(true);
  });

  it('does not resend a write the server refused with a 4xx (but does after a timeout or a network failure)', () => {
    for (const status of [400, 409, 422, 429]) {
      expect(shouldRetry('mutation', 1, { status, message: 'refused' })).toBe(false);
    }
    expect(shouldRetry('mutation', 1, { status: 408, message: 'Request Timeout' })).toBe(true);
    expect(shouldRetry('mutation', 1, { status: null, message: 'TypeError: Failed to fetch' })).toBe(true);
  });

  it('gives queries 3 retries and mutations 1', () => {
    expect([1, 2, 3, 4].map((attempt) => shouldRetry('query', attempt, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([1, 2].map((attempt) => shouldRetry('mutation', attempt, serverError))).toEqual([true, false]);
  });
});

describe('retry delays', () => {
  it('doubles from 1 s for queries, capped at 30 s', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7].map((retry) => retryDelayMs('query', retry, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('adds at most 10 % jitter and never exceeds 30 s', () => {
    expect(retryDelayMs('query', 1, () => 0.999)).toBe(1100);
    expect(retryDelayMs('query', 5, () => 0.999)).toBe(17598);
    expect(retryDelayMs('query', 6, () => 0.999)).toBe(30000);
  });

  it('waits a fixed 1 s before the mutation retry', () => {
    expect(retryDelayMs('mutation', 1, () => 0.9)).toBe(1000);
  });
});

describe('failureFactsOf', () => {
  it('reads the message of our error body', () => {
    const error: FetchBaseQueryError = {
      status: 401,
      data: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } },
    };
    expect(failureFactsOf(error)).toEqual({ status: 401, message: 'Not signed in' });
  });

  it('keeps the original status of an unreadable answer', () => {
    expect(
      failureFactsOf({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'SyntaxError' }),
    ).toEqual({
      status: 404,
      message: 'SyntaxError',
    });
  });

  it('has no status for network failures', () => {
    expect(failureFactsOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: null,
      message: 'TypeError: Failed to fetch',
    });
  });
});

describe('withRetryPolicy', () => {
  function apiOf(type: 'query' | 'mutation', signal = new AbortController().signal): BaseQueryApi {
    return {
      type,
      signal,
      abort: () => undefined,
      dispatch: jest.fn(),
      getState: () => ({}),
      extra: undefined,
      endpoint: 'e',
    };
  }

  function failingThen(failures: FetchBaseQueryError[]) {
    let call = 0;
    const baseQuery = jest.fn<ReturnType<AppBaseQuery>, Parameters<AppBaseQuery>>(async () => {
      const failure = failures[call];
      call += 1;
      return failure ? { error: failure } : { data: 'ok' };
    });
    return baseQuery;
  }

  const fail500: FetchBaseQueryError = { status: 500, data: null };

  it('retries a query 3 times with 1, 2, 4 s waits, then gives up with the last failure', async () => {
    const baseQuery = failingThen([fail500, fail500, fail500, fail500, fail500]);
    const sleeps: number[] = [];
    const wrapped = withRetryPolicy(baseQuery, { sleep: async (ms) => void sleeps.push(ms), random: () => 0 });
    const result = await wrapped('/x', apiOf('query'), {});
    expect(result).toEqual({ error: fail500 });
    expect(baseQuery).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it("takes an endpoint's own number of retries from its extraOptions (the dashboard's 2)", async () => {
    const baseQuery = failingThen([fail500, fail500, fail500, fail500, fail500]);
    const sleeps: number[] = [];
    const wrapped = withRetryPolicy(baseQuery, { sleep: async (ms) => void sleeps.push(ms), random: () => 0 });
    await expect(wrapped('/x', apiOf('query'), { maxRetries: 2 })).resolves.toEqual({ error: fail500 });
    expect(baseQuery).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('returns the first success', async () => {
    const baseQuery = failingThen([fail500]);
    const wrapped = withRetryPolicy(baseQuery, { sleep: async () => undefined, random: () => 0 });
    await expect(wrapped('/x', apiOf('query'), {})).resolves.toEqual({ data: 'ok' });
    expect(baseQuery).toHaveBeenCalledTimes(2);
  });

  it('retries a mutation once after 1 s', async () => {
    const baseQuery = failingThen([fail500, fail500, fail500]);
    const sleeps: number[] = [];
    const wrapped = withRetryPolicy(baseQuery, { sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 });
    await wrapped({ url: '/x', method: 'POST' }, apiOf('mutation'), {});
    expect(baseQuery).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([1000]);
  });

  it('does not retry a 401', async () => {
    const baseQuery = failingThen([{ status: 401, data: null }]);
    const wrapped = withRetryPolicy(baseQuery, { sleep: async () => undefined, random: () => 0 });
    await wrapped('/x', apiOf('query'), {});
    expect(baseQuery).toHaveBeenCalledTimes(1);
  });

  it('stops when the request is aborted during the wait', async () => {
    const controller = new AbortController();
    const baseQuery = failingThen([fail500, fail500]);
    const wrapped = withRetryPolicy(baseQuery, {
      sleep: async () => {
        controller.abort();
        throw new Error('Aborted');
      },
      random: () => 0,
    });
    await expect(wrapped('/x', apiOf('query', controller.signal), {})).resolves.toEqual({ error: fail500 });
    expect(baseQuery).toHaveBeenCalledTimes(1);
  });
});
