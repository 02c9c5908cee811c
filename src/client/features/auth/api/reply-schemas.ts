import { lazySchema } from '../../../lib/lazy-schema';

// The auth replies' schemas load with the first reply, so the login and register pages render
// without zod (ADR 0103).
const load = () => import('../../../../shared/schemas/auth');

export const AuthReplySchema = lazySchema(() => load().then((s) => s.AuthReplySchema));
export const VerifyCodeReplySchema = lazySchema(() => load().then((s) => s.VerifyCodeReplySchema));
export const SendCodeReplySchema = lazySchema(() => load().then((s) => s.SendCodeReplySchema));
export const MessageReplySchema = lazySchema(() => load().then((s) => s.MessageReplySchema));
