import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Alert, Button, ButtonLink, TextField } from '../../../components/ui';
import { isUnreachable } from '../../../lib/errors';
import { validateLogin } from '../../../lib/validation';
import { LOGIN_FAILED, useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { GoogleButton } from './google-button';

/** SPEC §2 Login: email, password with show/hide, Remember me (no effect), links and Google. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { form, errors, setErrors, failure, setFailure, edit } = useAuthForm({
    email: '',
    password: '',
  });
  const [remember, setRemember] = useState(false);
  const { run, pending } = useLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await run({ email: form.email.trim(), password: form.password });
      const from = new URLSearchParams(location.search).get('from');
      // Only a path on this site: "//host" or "/\host" would leave it.
      void navigate(from && /^\/(?![/\\])/.test(from) ? from : paths.app, { replace: true });
    } catch (error) {
      setFailure(
        isUnreachable(error)
          ? 'Cannot reach the server. You appear to be offline — please try again when you are connected.'
          : LOGIN_FAILED,
      );
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
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
        label="Password"
        type="password"
        autoComplete="current-password"
        value={form.password}
        onValueChange={edit('password')}
        error={errors.password}
      />
      <div className="auth-form__row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember me
        </label>
        <Link to={paths.forgotPassword}>Forgot Password?</Link>
      </div>
      <Button type="submit" size="lg" block loading={pending}>
        Login
      </Button>
      <div className="auth-form__divider">
        <span>or</span>
      </div>
      <GoogleButton />
      <ButtonLink to={paths.register} variant="ghost" block>
        Register New Account
      </ButtonLink>
    </form>
  );
}
