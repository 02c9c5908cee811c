import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { DEFAULT_SUPPORT_EMAIL, usePublicConfig } from '../../../lib/public-config';

/** Footer (SPEC §1): copyright year, Legal Policies, contact link and the configured support address. */
export function LandingFooter() {
  const { config } = usePublicConfig();
  const supportEmail = config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  return (
    <footer className="landing-footer">
      <div className="container landing-footer__inner">
        <div>
          <p className="landing-footer__brand">
            <span className="seal" aria-hidden="true">
              成
            </span>{' '}
            Chengyu Atlas
          </p>
          <p className="landing-footer__small">Chinese idioms, explained one story at a time.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="landing-footer__links">
            <li>
              <Link to={paths.policy}>Legal Policies</Link>
            </li>
            <li>
              <Link to={paths.support}>Contact us</Link>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} data-testid="support-email">
                {supportEmail}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="landing-footer__copy">
          © {new Date().getFullYear()} Chengyu Atlas. Idiom data: chengyu (MIT) and CC-CEDICT (CC
          BY-SA 4.0).
        </p>
      </div>
    </footer>
  );
}
