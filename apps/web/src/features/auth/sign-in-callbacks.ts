/** Where each sign-on provider returns (spec §2 callback routes) and the call that trades its code for our token. */
const CODE_EXCHANGES: Readonly<Record<string, string>> = {
  '/enterPriseTable': '/account/getenterpriseuser',
  '/manageTable': '/account/getmanageuser',
};

export interface SignInReturn {
  exchangeUrl: string;
  /** Everything the provider sent back (code, state, iss…): the server checks state and issuer. */
  query: Record<string, string>;
}

export function isSignInReturnPath(pathname: string): boolean {
  return pathname in CODE_EXCHANGES;
}

/** The provider's return when the address is one and carries a code; otherwise null. */
export function signInReturnFrom(pathname: string, search: string): SignInReturn | null {
  const exchangeUrl = CODE_EXCHANGES[pathname];
  const query = Object.fromEntries(new URLSearchParams(search));
  return exchangeUrl && query['code'] ? { exchangeUrl, query } : null;
}
