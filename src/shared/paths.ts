/** The SPA's routes (SPEC.md §2). The server answers 200 with the SPA for these, 404 otherwise. */
export const paths = {
  landing: '/',
  app: '/app',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  googleCallback: '/auth/google/callback',
  subscription: '/subscription',
  subscriptionSuccess: '/subscription/success',
  support: '/support',
  policy: '/policy',
  myIdioms: '/my-idioms',
  review: '/review',
} as const;

export const SPA_ROUTES: readonly string[] = Object.values(paths);

/** Every idiom's own address in the explorer (ARCHITECTURE §9): /app/idiom/画蛇添足. */
export const IDIOM_ROUTE = `${paths.app}/idiom/:word`;
export const idiomPath = (word: string) => `${paths.app}/idiom/${encodeURIComponent(word)}`;

/**
 * The address as people read and share it: Chinese characters as they are (/app/idiom/画蛇添足),
 * anything else percent-encoded. Browsers and chat apps take it as it is.
 */
export const idiomLink = (word: string) =>
  `${paths.app}/idiom/${[...word].map((c) => (/\p{Script=Han}/u.test(c) ? c : encodeURIComponent(c))).join('')}`;

/** The word of an /app/idiom/{word} address, or null (also for a malformed escape). */
export function wordOfPath(pathname: string): string | null {
  const match = /^\/app\/idiom\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const word = decodeURIComponent(match[1]!).trim();
    return word || null;
  } catch {
    return null;
  }
}

export function isSpaRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPA_ROUTES.includes(clean) || wordOfPath(clean) !== null;
}
