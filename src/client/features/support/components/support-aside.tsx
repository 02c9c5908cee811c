import { DEFAULT_SUPPORT_EMAIL, usePublicConfig } from '../../../lib/public-config';

export function SupportAside() {
  const { config } = usePublicConfig();
  const email = config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  return (
    <aside className="support-aside" aria-label="Other ways to reach us">
      <div className="support-aside__item">
        <h2>Reply within 24 hours</h2>
        <p>A real person reads every message, usually the same day.</p>
      </div>
      <div className="support-aside__item">
        <h2>Email us directly</h2>
        <p>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      </div>
      <div className="support-aside__item">
        <h2>Billing questions</h2>
        <p>
          Every paid plan has a 30-day money-back guarantee; refunds arrive in 5–7 business days.
        </p>
      </div>
    </aside>
  );
}
