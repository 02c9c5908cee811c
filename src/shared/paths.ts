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
} as const;

export const SPA_ROUTES: readonly string[] = Object.values(paths);

export function isSpaRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPA_ROUTES.includes(clean);
}
