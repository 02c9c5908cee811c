export function TermsAndConditions() {
  return (
    <>
      <p className="policy__updated">Last updated: 1 November 2026</p>
      <p>
        By creating an account or using Chengyu Atlas you agree to these terms. Please read them
        together with our Privacy and Refund policies.
      </p>
      <h3>Your account</h3>
      <p>
        You must give a valid email address and keep your password private. You are responsible for
        what happens under your account. One person per account; accounts may not be shared or
        resold.
      </p>
      <h3>Plans</h3>
      <ul>
        <li>
          <strong>Free:</strong> $0 forever, 5 idiom searches per day and the daily idiom mind-map.
        </li>
        <li>
          <strong>One-time pass:</strong> $12.90 for 30 days of unlimited searches, AI idiom
          analysis and email support. It does not renew.
        </li>
        <li>
          <strong>Monthly:</strong> $9.90 per month with the same features, renewing automatically
          until you cancel. Cancelling stops the next renewal; you keep access until the end of the
          paid period.
        </li>
      </ul>
      <p>
        Prices include any taxes our payment provider must collect. We will tell you at least 30
        days before a price change affects a renewal.
      </p>
      <h3>Acceptable use</h3>
      <p>
        Do not scrape the service, attempt to get around the daily limit, overload it with automated
        requests, or use it to break the law. We may suspend accounts that do, after a warning where
        possible.
      </p>
      <h3>Content</h3>
      <p>
        Idiom entries combine public reference data (including CC-CEDICT, licensed CC BY-SA 4.0)
        with explanations generated for you. We work to keep them accurate, but they are a learning
        aid: check important uses with a teacher or an authoritative dictionary.
      </p>
      <h3>Availability and liability</h3>
      <p>
        We aim to keep Chengyu Atlas available around the clock but cannot promise it will never be
        interrupted. To the extent the law allows, our liability is limited to the amount you paid
        us in the previous 12 months.
      </p>
      <h3>Changes</h3>
      <p>
        We may update these terms; we will announce material changes by email or in the app before
        they take effect.
      </p>
    </>
  );
}
