import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Alert, Button, TextField } from '../../../components/ui';
import { messageOf } from '../../../lib/errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import { useCountdown } from '../../../lib/use-countdown';
import {
  isValidEmail,
  MESSAGES,
  validateRegister,
  type RegisterForm as Form,
} from '../../../lib/validation';
import { register } from '../api/register';
import { retryAfterOf, sendVerificationCode } from '../api/send-verification-code';
import { useAuthForm } from '../hooks/use-auth-form';
import { VerificationCodeField } from './verification-code-field';

const REGISTER_FAILED = 'Registration failed, please check your information';
const CODE_FAILED = 'Failed to send verification code';

/** SPEC §2 Register: email, nickname, password + confirmation, code with Get Code; offline mock. */
export function RegisterForm() {
  const navigate = useNavigate();
  const { form, errors, setErrors, failure, setFailure, edit } = useAuthForm<Form>({
    email: '',
    nickname: '',
    password: '',
    confirmPassword: '',
    code: '',
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [offlineCode, setOfflineCode] = useState<string | null>(null);
  const countdown = useCountdown();
  const sending = useAsyncAction(sendVerificationCode);
  const submitting = useAsyncAction(register);

  const getCode = async () => {
    if (!isValidEmail(form.email)) return setErrors((e) => ({ ...e, email: MESSAGES.email }));
    setFailure(null);
    try {
      const result = await sending.run(form.email.trim(), 'register');
      if (!result) return;
      countdown.start(result.retryAfter);
      setOfflineCode(result.offlineCode ?? null);
      setNotice(
        result.offlineCode
          ? null
          : `We sent a 6-digit code to ${form.email.trim()}. It is valid for 10 minutes.`,
      );
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      setFailure(messageOf(error, CODE_FAILED));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const reply = await submitting.run({
        email: form.email.trim(),
        password: form.password,
        username: form.nickname.trim(),
        code: form.code.trim(),
      });
      if (reply?.access) void navigate(paths.app, { replace: true });
    } catch (error) {
      setFailure(
        error instanceof Error && !('status' in error)
          ? error.message
          : messageOf(error, REGISTER_FAILED),
      );
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {offlineCode && (
        <Alert tone="warning" title="You are offline">
          The server cannot be reached, so this account is created on this device only. Your
          verification code is <strong data-testid="offline-code">{offlineCode}</strong>.
        </Alert>
      )}
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
      <TextField
        label="Nickname"
        autoComplete="nickname"
        value={form.nickname}
        onValueChange={edit('nickname')}
        error={errors.nickname}
        hint="2–20 characters, shown in your account menu"
        maxLength={40}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onValueChange={edit('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onValueChange={edit('confirmPassword')}
        error={errors.confirmPassword}
      />
      <VerificationCodeField
        value={form.code}
        onValueChange={edit('code')}
        error={errors.code}
        remaining={countdown.remaining}
        pending={sending.pending}
        onGetCode={() => void getCode()}
      />
      <Button type="submit" size="lg" block loading={submitting.pending}>
        Register
      </Button>
      <p className="auth-form__switch">
        Already have an account? <Link to={paths.login}>Log in</Link>
      </p>
    </form>
  );
}
