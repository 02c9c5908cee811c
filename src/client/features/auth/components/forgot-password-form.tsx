import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Alert, Button, TextField } from '../../../components/ui';
import { isUnreachable, messageOf } from '../../../lib/errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import { useCountdown } from '../../../lib/use-countdown';
import {
  isValidEmail,
  MESSAGES,
  validateResetStep,
  validateVerifyStep,
} from '../../../lib/validation';
import { resetPassword } from '../api/reset-password';
import { retryAfterOf, sendVerificationCode } from '../api/send-verification-code';
import { verifyResetCode } from '../api/verify-code';
import { useAuthForm } from '../hooks/use-auth-form';
import { VerificationCodeField } from './verification-code-field';

export const FORGOT_MESSAGES = {
  sendFailed: 'Failed to send verification code, please try again later',
  badCode: 'Invalid or expired verification code',
  resetFailed: 'Failed to reset password, please try again later',
} as const;

/** SPEC §2/§4 Forgot password: verify the email with a code, then set a new password. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'verify' | 'reset'>('verify');
  const { form, errors, setErrors, failure, setFailure, edit } = useAuthForm({
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();
  const sending = useAsyncAction(sendVerificationCode);
  const verifying = useAsyncAction(verifyResetCode);
  const resetting = useAsyncAction(resetPassword);

  const getCode = async () => {
    if (!isValidEmail(form.email)) return setErrors((e) => ({ ...e, email: MESSAGES.email }));
    setFailure(null);
    try {
      const result = await sending.run(form.email.trim(), 'reset_password');
      if (!result) return;
      countdown.start(result.retryAfter);
      setNotice(`If an account exists for ${form.email.trim()}, a 6-digit code is on its way.`);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      setFailure(wait ? messageOf(error, FORGOT_MESSAGES.sendFailed) : FORGOT_MESSAGES.sendFailed);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateVerifyStep(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await verifying.run(form.email.trim(), form.code.trim());
      setNotice(null);
      setStep('reset');
    } catch (error) {
      setFailure(
        isUnreachable(error)
          ? 'Cannot reach the server. Please try again when you are online.'
          : FORGOT_MESSAGES.badCode,
      );
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetStep(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await resetting.run({
        email: form.email.trim(),
        code: form.code.trim(),
        new_password: form.password,
      });
      void navigate(`${paths.login}?reset=1`, { replace: true });
    } catch (error) {
      setFailure(messageOf(error, FORGOT_MESSAGES.resetFailed));
    }
  };

  return step === 'verify' ? (
    <form className="auth-form" onSubmit={verify} noValidate>
      <ol className="steps" aria-label="Progress">
        <li aria-current="step">Verify email</li>
        <li>New password</li>
      </ol>
      {notice && <Alert tone="success">{notice}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.email}
        onValueChange={edit('email')}
        error={errors.email}
      />
      <VerificationCodeField
        value={form.code}
        onValueChange={edit('code')}
        error={errors.code}
        remaining={countdown.remaining}
        pending={sending.pending}
        onGetCode={() => void getCode()}
      />
      <Button type="submit" size="lg" block loading={verifying.pending}>
        Verify Email
      </Button>
      <p className="auth-form__switch">
        Remembered it? <Link to={paths.login}>Back to login</Link>
      </p>
    </form>
  ) : (
    <form className="auth-form" onSubmit={reset} noValidate>
      <ol className="steps" aria-label="Progress">
        <li>Verify email</li>
        <li aria-current="step">New password</li>
      </ol>
      <Alert tone="info">Email verified: {form.email.trim()}</Alert>
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onValueChange={edit('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={edit('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" block loading={resetting.pending}>
        Reset Password
      </Button>
    </form>
  );
}
