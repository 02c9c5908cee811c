import { AuthLayout, ForgotPasswordForm } from '../../features/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Reset your password');
  return (
    <AuthLayout
      title="Reset your password"
      subtitle="We will email you a code to confirm it is you."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
