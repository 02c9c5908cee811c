import type { CodeAction } from '../../../shared/schemas/auth.js';
import type { MailMessage } from '../../lib/mail-message.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const PURPOSE: Record<CodeAction, { subject: string; intro: string; outro: string }> = {
  register: {
    subject: 'Your Chengyu Atlas verification code',
    intro: 'Welcome to Chengyu Atlas! Use this code to finish creating your account.',
    outro:
      'If you did not try to sign up, you can ignore this email; no account is created without the code.',
  },
  reset_password: {
    subject: 'Reset your Chengyu Atlas password',
    intro: 'We received a request to reset the password of your Chengyu Atlas account.',
    outro: 'If you did not ask for this, ignore this email: your password stays unchanged.',
  },
};

/** A readable plain-text and HTML email carrying a verification code. */
export function codeEmail(
  to: string,
  action: CodeAction,
  code: string,
  siteUrl: string,
): MailMessage {
  const p = PURPOSE[action];
  const text = [
    'Hello,',
    '',
    p.intro,
    '',
    `Your verification code is: ${code}`,
    '',
    'The code is valid for 10 minutes and can be used once.',
    p.outro,
    '',
    '— Chengyu Atlas',
    siteUrl,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
  <p>Hello,</p>
  <p>${escapeHtml(p.intro)}</p>
  <p>Your verification code is:</p>
  <p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${code}</p>
  <p>The code is valid for 10 minutes and can be used once.</p>
  <p style="color:#6b7280">${escapeHtml(p.outro)}</p>
  <p>— Chengyu Atlas<br><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a></p>
</body></html>`;
  return { to, subject: p.subject, text, html };
}
