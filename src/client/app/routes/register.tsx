import { AuthLayout, RegisterForm } from '../../features/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function RegisterRoute() {
  useDocumentTitle('Create your account');
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Free forever: 5 idiom searches a day and the daily idiom mind-map."
    >
      <RegisterForm />
    </AuthLayout>
  );
}
