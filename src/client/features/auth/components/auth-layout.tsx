import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { DisplaySettingsMenu } from '../../../components/ui/display-settings-menu';
import './auth.css';

/** The shared frame of the sign-in screens: brand, a card, and a quiet footer. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <header className="auth-page__brand">
        <Link to={paths.landing} className="brand-link" aria-label="Chengyu Atlas home">
          <span className="seal" aria-hidden="true">
            成
          </span>
          <span>Chengyu Atlas</span>
        </Link>
        <DisplaySettingsMenu />
      </header>
      <main className="auth-card" id="main">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </main>
      {footer && <div className="auth-page__footer">{footer}</div>}
      <p className="auth-page__legal">
        <Link to={paths.policy}>Legal Policies</Link> ·{' '}
        <Link to={paths.support}>Contact support</Link>
      </p>
    </div>
  );
}
