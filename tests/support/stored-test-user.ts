import type { User } from '../../src/shared/schemas/auth';

/** A verified free user as the client keeps it under the `user` key (SPEC §3), for jsdom tests. */
export const storedTestUser: User = {
  id: 'u1',
  email: 'mei@example.com',
  username: 'mei',
  display_name: null,
  name: null,
  avatar_url: null,
  is_premium: false,
  is_verified: true,
};
