import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { DisplaySettingsMenu } from './display-settings-menu';
import './page-shell.css';

/** The frame of the content pages (support, policy): brand, a back link, the account menu slot. */
export function PageShell({
  title,
  lead,
  back,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  back?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="page-shell__header">
        <div className="container page-shell__bar">
          <Link to={paths.landing} className="brand-link" aria-label="Chengyu Atlas home">
            <span className="seal" aria-hidden="true">
              成
            </span>
            <span className="brand-link__name">Chengyu Atlas</span>
          </Link>
          <div className="page-shell__actions">
            <DisplaySettingsMenu />
            {actions}
          </div>
        </div>
      </header>
      <main id="main" className="container page-shell__main">
        {back}
        <h1 className="page-shell__title">{title}</h1>
        {lead && <p className="page-shell__lead">{lead}</p>}
        {children}
      </main>
    </div>
  );
}
