/** Most enterprises appointSort compares at once. */
export const APPOINT_SORT_MAX = 20;

/** The 429 answer of a public call asked too often from one address. */
export const RATE_LIMITED_MESSAGE = '访问过于频繁，请稍后再试';
