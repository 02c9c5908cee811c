import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { EmailSchema } from './common.js';

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_premium: z.boolean(),
  is_verified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * SPEC §5: auth form inputs keep only word characters, whitespace, @, dot and hyphen. The server
 * applies the same set to new passwords and nicknames, so nothing the form cannot type is stored.
 */
export const AUTH_INPUT_PATTERN = /^[\p{L}\p{N}_\s@.-]*$/u;

const Password = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(128, 'Password must be at most 128 characters')
  .regex(AUTH_INPUT_PATTERN, 'Password may only contain letters, digits, spaces, _, @, . and -');
const Nickname = z
  .string({ error: 'Nickname must be between 2-20 characters' })
  .trim()
  .min(LIMITS.nicknameMin, 'Nickname must be between 2-20 characters')
  .max(LIMITS.nicknameMax, 'Nickname must be between 2-20 characters')
  .regex(AUTH_INPUT_PATTERN, 'Nickname may only contain letters, digits, spaces, _, @, . and -');
/** Codes are 6 digits; anything else can never match, so it gets the same answer as a wrong code. */
const Code = z
  .string({ error: 'Please enter verification code' })
  .trim()
  .min(1, 'Please enter verification code')
  .regex(/^\d{6}$/, 'Invalid or expired verification code');

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Incorrect email or password' })
    .min(1, 'Incorrect email or password')
    .max(128, 'Incorrect email or password'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Login response (SPEC §3): access, refresh, user. */
export const AuthReplySchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user: UserSchema,
});
export type AuthReply = z.infer<typeof AuthReplySchema>;

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  password: Password,
  username: Nickname,
  code: Code,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const CodeActionSchema = z.enum(['register', 'reset_password']);
export type CodeAction = z.infer<typeof CodeActionSchema>;

export const SendCodeRequestSchema = z.object({
  email: EmailSchema,
  action: CodeActionSchema.default('register'),
});
export type SendCodeRequest = z.infer<typeof SendCodeRequestSchema>;
/** retry_after: seconds until another code may be requested (SPEC §9: 60 s). */
export const SendCodeReplySchema = z.object({ message: z.string(), retry_after: z.number().int() });

export const VerifyCodeRequestSchema = z.object({
  email: EmailSchema,
  code: Code,
  action: CodeActionSchema,
});
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequestSchema>;
export const VerifyCodeReplySchema = z.object({ valid: z.literal(true) });

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: Code,
  new_password: Password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

const RefreshToken = z
  .string({ error: 'Your session has expired. Please log in again.' })
  .min(1, 'Your session has expired. Please log in again.')
  .max(512, 'Your session has expired. Please log in again.');
export const RefreshRequestSchema = z.object({ refresh: RefreshToken });
export const RefreshReplySchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshReply = z.infer<typeof RefreshReplySchema>;

export const LogoutRequestSchema = z.object({ refresh: RefreshToken });

export const GoogleLoginRequestSchema = z.object({
  code: z
    .string({ error: 'No authorization code received' })
    .min(1, 'No authorization code received')
    .max(2048, 'Google login failed, please try again')
    // Authorization codes are URL-safe tokens (Google's look like 4/0AVG7fiQ…).
    .regex(/^[\w\-./~+=%]+$/, 'Google login failed, please try again'),
  redirect_uri: z
    .url({ error: 'redirect_uri must be a URL' })
    .max(2048, 'redirect_uri is too long'),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequestSchema>;

export const MessageReplySchema = z.object({ message: z.string() });
