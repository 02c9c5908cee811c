import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { ButtonLink } from '../../../components/ui';
import { DisplaySettingsMenu } from '../../../components/ui/display-settings-menu';

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#daily', label: 'Daily idiom' },
  { href: '#audience', label: 'Who it’s for' },
  { href: '#about', label: 'About' },
];

/** Sticky header; the buttons follow SPEC §2's table for logged-in and logged-out visitors. */
export function LandingHeader({
  loggedIn,
  accountMenu,
}: {
  loggedIn: boolean;
  accountMenu: React.ReactNode;
}) {
  return (
    <header className="landing-header">
      <div className="container landing-header__inner">
        <Link to={paths.landing} className="brand-link" aria-label="Chengyu Atlas home">
          <span className="seal" aria-hidden="true">
            成
          </span>
          <span className="brand-link__name">Chengyu Atlas</span>
        </Link>
        <nav className="landing-nav" aria-label="Sections">
          {ANCHORS.map((a) => (
            <a key={a.href} href={a.href}>
              {a.label}
            </a>
          ))}
        </nav>
        <div className="landing-header__actions">
          {loggedIn ? (
            <ButtonLink to={paths.app} size="sm">
              Get Started
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.login} variant="ghost" size="sm">
                Log In
              </ButtonLink>
              <ButtonLink to={paths.register} size="sm">
                Sign Up Free
              </ButtonLink>
            </>
          )}
          <DisplaySettingsMenu />
          {accountMenu}
        </div>
      </div>
    </header>
  );
}
