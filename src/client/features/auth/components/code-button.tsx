import { retryLabel } from '../../../lib/use-countdown';

/** Get Code, then 'Retry in Ns' while the countdown runs (SPEC §4 Code resend). */
export function CodeButton({
  remaining,
  pending,
  onClick,
}: {
  remaining: number;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn--secondary btn--md code-button"
      onClick={onClick}
      disabled={remaining > 0 || pending}
      aria-live="polite"
    >
      {remaining > 0 ? retryLabel(remaining) : pending ? 'Sending…' : 'Get Code'}
    </button>
  );
}
