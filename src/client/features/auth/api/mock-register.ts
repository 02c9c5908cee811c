import type { AuthReply } from '../../../../shared/schemas/auth';

/**
 * The local mock of SPEC §3 for when the API cannot be reached: Get Code "sends" a code that is
 * shown on screen, registration needs that code and rejects an email registered here before.
 * Nothing leaves the browser; the resulting session is marked offline.
 */
const CODES_KEY = 'offlineCodes';
const USED_KEY = 'offlineRegisteredEmails';

export const MOCK_CODE_INVALID = 'Invalid or expired verification code';
export const MOCK_EMAIL_USED = 'Email is already registered';

const read = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T) ?? fallback;
  } catch {
    return fallback;
  }
};

export function mockSendCode(email: string): string {
  const code = String(100000 + Math.floor(Math.random() * 900000));
  localStorage.setItem(
    CODES_KEY,
    JSON.stringify({ ...read<Record<string, string>>(CODES_KEY, {}), [email.toLowerCase()]: code }),
  );
  return code;
}

export function mockRegister(input: {
  email: string;
  password: string;
  username: string;
  code: string;
}): AuthReply {
  const email = input.email.trim().toLowerCase();
  const used = read<string[]>(USED_KEY, []);
  if (used.includes(email)) throw new Error(MOCK_EMAIL_USED);
  const codes = read<Record<string, string>>(CODES_KEY, {});
  if (!codes[email] || codes[email] !== input.code.trim()) throw new Error(MOCK_CODE_INVALID);
  delete codes[email];
  localStorage.setItem(CODES_KEY, JSON.stringify(codes));
  localStorage.setItem(USED_KEY, JSON.stringify([...used, email]));
  const id = `offline-${crypto.randomUUID()}`;
  return {
    access: `offline.${id}`,
    refresh: `offline.${id}`,
    user: {
      id,
      email,
      username: input.username.trim(),
      display_name: input.username.trim(),
      name: null,
      avatar_url: null,
      is_premium: false,
      is_verified: false,
    },
  };
}
