import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserSchema } from '../../shared/schemas/auth';
import { parseStoredUser } from './stored-user';

const zodReading = (value: unknown) => {
  const parsed = UserSchema.partial().safeParse(value);
  return parsed.success ? parsed.data : null;
};

const fieldValue = fc.oneof(
  fc.string(),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constant([]),
);
const userLike = fc.record(
  {
    id: fieldValue,
    email: fieldValue,
    username: fieldValue,
    display_name: fieldValue,
    name: fieldValue,
    avatar_url: fieldValue,
    is_premium: fieldValue,
    is_verified: fieldValue,
    extra: fieldValue,
  },
  { requiredKeys: [] },
);

describe('the stored user is read as UserSchema.partial() reads it, without zod', () => {
  it('keeps a whole user as it is', () => {
    const user = {
      id: '1',
      email: 'a@b.co',
      username: 'a',
      display_name: null,
      name: 'A',
      avatar_url: null,
      is_premium: true,
      is_verified: false,
    };
    expect(parseStoredUser(user)).toEqual(user);
  });

  it('drops unknown fields and refuses a field of the wrong type', () => {
    expect(parseStoredUser({ id: '1', role: 'admin' })).toEqual({ id: '1' });
    expect(parseStoredUser({ id: 1 })).toBeNull();
    expect(parseStoredUser({ is_premium: 'true' })).toBeNull();
  });

  it('agrees with the zod schema on any value', () => {
    fc.assert(
      fc.property(fc.oneof(userLike, fc.jsonValue()), (value) => {
        expect(parseStoredUser(value)).toEqual(zodReading(value));
      }),
      { numRuns: 500 },
    );
  });
});
