import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';

export function RefundPolicy() {
  return (
    <>
      <p className="policy__updated">Last updated: 1 November 2026</p>
      <div className="policy__highlight">
        <strong>30-day money-back guarantee.</strong> If Chengyu Atlas is not right for you, ask for
        a full refund within 30 days of your purchase — no questions asked.
      </div>
      <h3>Who can ask</h3>
      <p>
        Anyone who bought the One-time pass or a Monthly subscription. For the Monthly plan the
        guarantee covers your first payment; for later renewals we refund the latest payment if you
        ask within 7 days of it and have not used the service since it renewed.
      </p>
      <h3>How to ask</h3>
      <p>
        Send us a message from the <Link to={paths.support}>contact page</Link> (or email our
        support address) using the email address of your account. Tell us which purchase it is
        about; a reason helps us improve but is not required. We reply within 24 hours.
      </p>
      <h3>When you get your money</h3>
      <p>
        Approved refunds go back to the original payment method. Depending on your bank, the money
        arrives within 5–7 business days. Our payment provider processes the refund and sends you a
        receipt.
      </p>
      <h3>What happens to your account</h3>
      <p>
        After a refund your account returns to the Free plan. Your account, history and saved
        settings stay as they are.
      </p>
      <h3>Cancelling without a refund</h3>
      <p>
        You can cancel a Monthly subscription at any time on the subscription page. It will not
        renew, and you keep premium access until the end of the period you have paid for.
      </p>
    </>
  );
}
