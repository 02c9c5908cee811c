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

const Password = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(128, 'Password must be at most 128 characters');
const Nickname = z
  .string({ error: 'Nickname must be between 2-20 characters' })
  .trim()
  .min(LIMITS.nicknameMin, 'Nickname must be between 2-20 characters')
  .max(LIMITS.nicknameMax, 'Nickname must be between 2-20 characters');
const Code = z
  .string({ error: 'Please enter verification code' })
  .trim()
  .min(1, 'Please enter verification code')
  .max(12, 'Invalid or expired verification code');

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Incorrect email or password' }).min(1).max(128),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Login response (SPEC §3): access, refresh, user. */
export const AuthReplySchema = z.object({ access: z.string(), refresh: z.string(), user: UserSchema });
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
export const SendCodeReplySchema = z.object({ message: z.string(), retry_after: z.number().int() });

export const VerifyCodeRequestSchema = z.object({ email: EmailSchema, code: Code, action: CodeActionSchema });
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequestSchema>;
export const VerifyCodeReplySchema = z.object({ valid: z.literal(true) });

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: Code,
  new_password: Password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const RefreshRequestSchema = z.object({ refresh: z.string().min(1).max(512) });
export const RefreshReplySchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshReply = z.infer<typeof RefreshReplySchema>;

export const LogoutRequestSchema = z.object({ refresh: z.string().min(1).max(512) });

export const GoogleLoginRequestSchema = z.object({
  code: z.string().min(1, 'No authorization code received').max(2048),
  redirect_uri: z.url().max(2048),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequestSchema>;

export const MessageReplySchema = z.object({ message: z.string() });
