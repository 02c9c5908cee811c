import type { User } from '../../shared/schemas/auth';

type FieldKind = 'string' | 'nullable-string' | 'boolean';

/** UserSchema's fields and their types (src/shared/schemas/auth.ts); stored-user.test.ts keeps the two in step. */
const USER_FIELDS: Record<keyof User, FieldKind> = {
  id: 'string',
  email: 'string',
  username: 'string',
  display_name: 'nullable-string',
  name: 'nullable-string',
  avatar_url: 'nullable-string',
  is_premium: 'boolean',
  is_verified: 'boolean',
};

function fits(value: unknown, kind: FieldKind): boolean {
  if (kind === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string' || (kind === 'nullable-string' && value === null);
}

/**
 * The stored user as `UserSchema.partial()` reads it — known fields of the right type, unknown ones
 * dropped, anything else null — without loading zod on every page (ADR 0103).
 */
export function parseStoredUser(value: unknown): Partial<User> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(USER_FIELDS)) {
    const fieldValue = record[field];
    if (fieldValue === undefined) continue;
    if (!fits(fieldValue, kind)) return null;
    user[field] = fieldValue;
  }
  return user as Partial<User>;
}
