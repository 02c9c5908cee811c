import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui';
import { AuthLayout, LoginForm } from '../../features/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function LoginRoute() {
  useDocumentTitle('Log in');
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Welcome back" subtitle="Log in to search idioms and open their mind-maps.">
      {params.get('reset') === '1' && (
        <div className="auth-form__notice">
          <Alert tone="success">Your password has been reset. Log in with your new password.</Alert>
        </div>
      )}
      <LoginForm />
    </AuthLayout>
  );
}
