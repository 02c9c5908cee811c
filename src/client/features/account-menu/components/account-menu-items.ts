import type { User } from '../../../../shared/schemas/auth';
import { paths } from '../../../../shared/paths';

export interface MenuItem {
  label: string;
  to?: string;
  action?: 'logout';
}

/** SPEC §2 Account menu: the name falls back display_name → username → 'User'. */
export function displayName(user: User | null): string {
  return user?.display_name?.trim() || user?.username?.trim() || 'User';
}

/** Subscriber = is_premium (the stored user is refreshed from /subscription/current/). */
export function menuItems(user: User | null): MenuItem[] {
  if (!user) {
    return [
      { label: 'Home', to: paths.landing },
      { label: 'Subscribe', to: paths.subscription },
      { label: 'Login', to: paths.login },
    ];
  }
  return [
    { label: 'Home', to: paths.landing },
    { label: 'My idioms', to: paths.myIdioms },
    { label: 'Review', to: paths.review },
    { label: 'Subscribe', to: paths.subscription },
    ...(user.is_premium ? [{ label: 'Support', to: paths.support }] : []),
    { label: 'Logout', action: 'logout' as const },
    { label: 'Legal Policies', to: paths.policy },
  ];
}
