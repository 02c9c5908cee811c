import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Alert, Button, Spinner } from '../../../components/ui';
import { clearSession } from '../../../lib/session';
import { useGoogleCallback } from '../hooks/use-google-callback';

/** SPEC §2 identity-provider callback: processing with cancel, or the Login Error box. */
export function GoogleCallbackView() {
  const { state, cancel } = useGoogleCallback();
  const navigate = useNavigate();
  if (state.status === 'processing') {
    return (
      <div className="callback">
        <Spinner label="Signing you in with Google…" />
        <Button variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className="callback">
      <Alert title="Login Error">{state.message}</Alert>
      {/* A new button, not the Cancel one restyled: no colour transition for axe to catch midway. */}
      <Button
        key="return"
        block
        onClick={() => {
          clearSession();
          void navigate(paths.login, { replace: true });
        }}
      >
        Return to Login Page
      </Button>
    </div>
  );
}
