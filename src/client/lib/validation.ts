import { EMAIL_PATTERN, LIMITS } from '../../shared/constants';

/** SPEC §5 messages, word for word. */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  password: `Password must be at least ${LIMITS.passwordMin} characters`,
  mismatch: 'Passwords do not match',
  nickname: 'Nickname must be between 2-20 characters',
  code: 'Please enter verification code',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
  supportEmail: 'Please enter your email address',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * SPEC §5: auth inputs drop every character other than word characters, whitespace, @, dot and
 * hyphen as the user types. "Word characters" include letters of any script, so a Chinese
 * nickname survives (the server applies the same set, see AUTH_INPUT_PATTERN).
 */
export function filterAuthInput(value: string): string {
  return value.replace(/[^\p{L}\p{N}_\s@.-]/gu, '');
}

const compact = <K extends string>(errors: Record<K, string | false>): FieldErrors<K> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<K>;

export function validateLogin(form: { email: string; password: string }) {
  return compact({
    email: !isValidEmail(form.email) && MESSAGES.email,
    password: form.password.length < LIMITS.passwordMin && MESSAGES.password,
  });
}

export interface RegisterForm {
  email: string;
  nickname: string;
  password: string;
  confirmPassword: string;
  code: string;
}

export function validateRegister(form: RegisterForm) {
  const nickname = form.nickname.trim().length;
  return compact({
    email: !isValidEmail(form.email) && MESSAGES.email,
    nickname: (nickname < LIMITS.nicknameMin || nickname > LIMITS.nicknameMax) && MESSAGES.nickname,
    password: form.password.length < LIMITS.passwordMin && MESSAGES.password,
    confirmPassword: form.confirmPassword !== form.password && MESSAGES.mismatch,
    code: form.code.trim() === '' && MESSAGES.code,
  });
}

export function validateVerifyStep(form: { email: string; code: string }) {
  return compact({
    email: !isValidEmail(form.email) && MESSAGES.email,
    code: form.code.trim() === '' && MESSAGES.code,
  });
}

export function validateResetStep(form: { password: string; confirmPassword: string }) {
  return compact({
    password: form.password.length < LIMITS.passwordMin && MESSAGES.password,
    confirmPassword: form.confirmPassword !== form.password && MESSAGES.mismatch,
  });
}

export function validateSupport(
  form: { subject: string; message: string; email: string },
  loggedIn: boolean,
) {
  const email = form.email.trim();
  return compact({
    subject: form.subject.trim() === '' && MESSAGES.subject,
    message: form.message.trim() === '' && MESSAGES.message,
    email:
      !loggedIn && (email === '' ? MESSAGES.supportEmail : !isValidEmail(email) && MESSAGES.email),
  });
}
