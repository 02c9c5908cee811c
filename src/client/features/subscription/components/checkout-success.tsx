import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS } from '../../../../shared/constants';
import { paths } from '../../../../shared/paths';
import { Alert, ButtonLink, Spinner } from '../../../components/ui';
import { SUCCESS_MESSAGES, useConfirmSubscription } from '../hooks/use-confirm-subscription';

/** SPEC §2/§4 Subscription success page. */
export function CheckoutSuccess() {
  const state = useConfirmSubscription();
  const navigate = useNavigate();
  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = setTimeout(
      () => void navigate(paths.subscription, { replace: true }),
      TIMINGS.successRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  if (state.phase === 'checking') return <Spinner label={SUCCESS_MESSAGES.checking} />;
  if (state.phase === 'success') {
    return (
      <div className="sub-result" role="status">
        <span className="sub-result__icon" aria-hidden="true">
          ✓
        </span>
        <h2>{SUCCESS_MESSAGES.success}</h2>
        <p>{SUCCESS_MESSAGES.redirecting}</p>
      </div>
    );
  }
  return (
    <div className="sub-result">
      <Alert>{state.message}</Alert>
      <ButtonLink to={paths.subscription}>Return to Subscription Page</ButtonLink>
    </div>
  );
}
