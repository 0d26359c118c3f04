/** The 429 text, word for word from the spec (dashboard spec, rate limiting). */
export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded. Please try again later.';
