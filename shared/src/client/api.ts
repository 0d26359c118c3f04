import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { dataCache } from '../contracts/app/app-constants';
import { appTexts } from '../contracts/app/app-texts';
import { type DomainApiTagType, domains } from '../contracts/domains';
import { type ErrorCode, isErrorBody } from '../contracts/errors';
import { withRetryPolicy } from './retry-policy';

/**
 * Tags the remotes invalidate across each other's endpoints (e.g. onboarding saves the brand voice
 * that settings lists): every domain's `apiTagTypes` in the registry (contracts/domains.ts), in its
 * order. A remote may add its own with `api.enhanceEndpoints({ addTagTypes })`.
 */
export type ApiTagType = DomainApiTagType;
export const apiTagTypes: readonly ApiTagType[] = domains.flatMap(
  (domain): readonly ApiTagType[] => domain.apiTagTypes,
);

/**
 * The one RTK Query api of the app (docs/architecture.md, The front end), a Module Federation singleton. Remotes add their
 * endpoints with `api.injectEndpoints`. Cache rules are the spec's: stale after 5 min, kept 30 min,
 * no refetch on focus, refetch on reconnect; retries per `retry-policy.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: withRetryPolicy(fetchBaseQuery({ baseUrl: '/api', credentials: 'include' })),
  tagTypes: apiTagTypes,
  endpoints: () => ({}),
  keepUnusedDataFor: dataCache.retainedMs / 1000,
  refetchOnMountOrArgChange: dataCache.staleAfterMs / 1000,
  refetchOnFocus: dataCache.refetchOnFocus,
  refetchOnReconnect: dataCache.refetchOnReconnect,
  // An answer that does not match its endpoint's `responseSchema` becomes an ordinary failed result
  // (instead of a thrown error) so screens show their error state rather than crash.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `${UNEXPECTED_RESPONSE_MESSAGE} (${error.schemaName})`,
    data: error.issues,
  }),
});

/** Client-side codes for failures that never reached a service. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'UNREADABLE_RESPONSE' | 'CLIENT_ERROR';

/** A failed request, flattened for display: the texts callers map to the spec's toasts. */
export interface ApiError {
  /** HTTP status, or null when there was no answer. */
  status: number | null;
  code: ErrorCode | ClientErrorCode;
  message: string;
  /** The offending field of a validation error. */
  field?: string;
}

/**
 * The browser's wording for an unreachable server; the sign-in error mapping (error catalogue) keys on
 * it, so every network failure carries exactly this message whatever the runtime said.
 */
export const NETWORK_FAILURE_MESSAGE = 'Failed to fetch';

/** A response that fails its schema: a contract mismatch between client and service, not a user error. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Extracts `{ status, code, message, field }` from the `error` of a failed RTK Query result or an
 * `unwrap()` rejection: our `{ error: { code, message } }` body when the service sent one, otherwise
 * the HTTP status, a network failure ('Failed to fetch') or a thrown error.
 */
export function toErrorBody(error: FetchBaseQueryError | SerializedError | unknown): ApiError {
  if (isFetchBaseQueryError(error)) {
    if (typeof error.status === 'number') {
      if (isErrorBody(error.data)) {
        const { code, message, field } = error.data.error;
        return field === undefined
          ? { status: error.status, code, message }
          : { status: error.status, code, message, field };
      }
      return {
        status: error.status,
        code: codeByStatus[error.status] ?? (error.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
        message: `Request failed with status ${error.status}`,
      };
    }
    switch (error.status) {
      case 'FETCH_ERROR':
        return { status: null, code: 'NETWORK_ERROR', message: NETWORK_FAILURE_MESSAGE };
      case 'TIMEOUT_ERROR':
        return { status: null, code: 'TIMEOUT', message: error.error };
      case 'PARSING_ERROR':
        return { status: error.originalStatus, code: 'UNREADABLE_RESPONSE', message: error.error };
      case 'CUSTOM_ERROR':
        return { status: null, code: 'CLIENT_ERROR', message: error.error };
    }
  }
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return { status: null, code: 'CLIENT_ERROR', message: error.message };
  }
  return { status: null, code: 'CLIENT_ERROR', message: appTexts.errors.unknownError };
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}
