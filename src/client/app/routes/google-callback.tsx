import { AuthLayout, GoogleCallbackView } from '../../features/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function GoogleCallbackRoute() {
  useDocumentTitle('Signing in');
  return (
    <AuthLayout title="Google sign-in">
      <GoogleCallbackView />
    </AuthLayout>
  );
}
