import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import {
  CARD_DECLINED,
  SANDBOX_CARDS,
  type CheckoutReply,
} from '../../../../shared/schemas/subscription';
import { Alert, Button, Modal, TextField } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { paySandboxCheckout } from '../api/pay-sandbox-checkout';
import { SUBSCRIBE_FAILED } from '../hooks/use-checkout';
import { formatMoney, PLAN_NAMES } from '../lib/plans';

/**
 * The local sandbox's overlay, standing in for Paddle's when no Paddle credentials are set: a test
 * card form. Paying returns to the success page, as Paddle's overlay does; the server grants the
 * plan only when its own signed webhook arrives.
 */
export function SandboxCheckoutModal({
  checkout,
  priceCents,
  onClose,
}: {
  checkout: CheckoutReply | null;
  priceCents: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const close = () => {
    setCard('');
    setError(null);
    onClose();
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!checkout?.checkoutId) return;
    setPaying(true);
    setError(null);
    try {
      await paySandboxCheckout(checkout.checkoutId, card);
      void navigate(paths.subscriptionSuccess);
    } catch (caught) {
      setError(
        caught instanceof ApiError &&
          caught.status >= 400 &&
          caught.status < 500 &&
          caught.status !== 401
          ? caught.message
          : SUBSCRIBE_FAILED,
      );
    } finally {
      setPaying(false);
    }
  }

  const plan = checkout?.customData.plan ?? 'one_time';
  return (
    <Modal open={checkout !== null} title="Checkout" onClose={close} size="md">
      <form className="sandbox-checkout" onSubmit={pay} noValidate>
        <p className="sandbox-checkout__summary">
          <strong>{PLAN_NAMES[plan]}</strong>{' '}
          <span>
            {formatMoney(priceCents, 'USD')} {plan === 'recurring' ? 'per month' : 'for 30 days'}
          </span>
        </p>
        <Alert tone="info" title="Local payment sandbox">
          No real card is charged. Test cards: {SANDBOX_CARDS.success} succeeds,{' '}
          {SANDBOX_CARDS.declined} is declined.
        </Alert>
        {error && <Alert>{error === CARD_DECLINED ? CARD_DECLINED : error}</Alert>}
        <p className="sub-muted">Paying as {checkout?.customerEmail}</p>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          placeholder={SANDBOX_CARDS.success}
          value={card}
          maxLength={23}
          onValueChange={(value) => {
            setCard(value.replace(/[^\d ]/g, ''));
            setError(null);
          }}
          data-autofocus
        />
        <Button type="submit" size="lg" block loading={paying} disabled={!card.trim()}>
          Pay {formatMoney(priceCents, 'USD')}
        </Button>
      </form>
    </Modal>
  );
}
