export function PrivacyPolicy() {
  return (
    <>
      <p className="policy__updated">Last updated: 1 November 2026</p>
      <p>
        Chengyu Atlas (“we”, “us”) helps people learn Chinese four-character idioms. This policy
        explains what personal data we collect, why, and the choices you have. We collect as little
        as we can.
      </p>
      <h3>What we collect</h3>
      <ul>
        <li>
          <strong>Account data:</strong> your email address, nickname and a salted hash of your
          password (we never store the password itself). If you sign in with Google we receive your
          email, name and Google account identifier.
        </li>
        <li>
          <strong>Usage data:</strong> the idioms you search for and open, and a daily count of
          searches so we can apply the free-plan limit.
        </li>
        <li>
          <strong>Billing data:</strong> your plan, its dates and payment status. Card details are
          handled by our payment provider, which acts as merchant of record; we never see or store
          your card number.
        </li>
        <li>
          <strong>Support messages:</strong> what you send through the contact form, with the email
          address we should reply to.
        </li>
      </ul>
      <h3>How we use it</h3>
      <p>
        To run your account, keep you signed in, apply plan limits, process payments, answer support
        requests and keep the service secure (for example, rate limits on sign-in attempts). We do
        not sell your data and do not use it for advertising.
      </p>
      <h3>Cookies and local storage</h3>
      <p>
        Your browser stores your sign-in tokens, your profile, your recent searches and the time the
        daily idiom was last shown, so the app works without asking you to log in on every visit.
        After a Google sign-in we set a <code>google_auth</code> cookie for 30 days so we can sign
        you in again without another prompt. We use no tracking or advertising cookies.
      </p>
      <h3>How long we keep it</h3>
      <p>
        Account data is kept while your account exists. Verification codes expire after 10 minutes.
        Search counts are kept for 90 days. Billing records are kept as long as tax law requires.
        Support messages are kept for two years.
      </p>
      <h3>Your rights</h3>
      <p>
        You may ask for a copy of your data, ask us to correct it, or delete your account and its
        data at any time by contacting support. If you are in the EU or UK you also have the right
        to complain to your data protection authority.
      </p>
      <h3>Contact</h3>
      <p>
        Questions about privacy go to our support team through the contact page; we reply within 24
        hours.
      </p>
    </>
  );
}
