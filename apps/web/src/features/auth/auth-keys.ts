export const authKeys = {
  /** One provider's code, traded for our token once however often the page renders. */
  signIn: (exchangeUrl: string, code: string | undefined) => ['sign-in', exchangeUrl, code] as const,
};
