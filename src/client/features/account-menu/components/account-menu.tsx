import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { logout } from '../../../lib/logout';
import { useSession } from '../../../lib/session';
import { useDisclosure } from '../../../lib/use-disclosure';
import { displayName, menuItems } from './account-menu-items';
import './account-menu.css';

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The round account button of SPEC §2: expands on click into the user's name and email (or
 * 'Guest / Not logged in') and the items for their role. A disclosure, so Tab, Enter and Escape
 * work without a custom keyboard model.
 */
export function AccountMenu({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { open, setOpen, root, button, panelId } = useDisclosure();

  const name = user ? displayName(user) : 'Guest';
  const initial = user ? name.charAt(0).toUpperCase() : null;

  return (
    <div className={`account-menu account-menu--${align}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={user ? `Account menu for ${name}` : 'Account menu (not logged in)'}
        onClick={() => setOpen((o) => !o)}
      >
        {user?.avatar_url ? (
          <img src={user.avatar_url} alt="" className="account-menu__avatar" />
        ) : initial ? (
          <span aria-hidden="true">{initial}</span>
        ) : (
          <UserIcon />
        )}
      </button>
      {open && (
        <div className="account-menu__panel" id={panelId}>
          <div className="account-menu__who">
            {user ? (
              <>
                <strong className="account-menu__name">{name}</strong>
                <span className="account-menu__email">{user.email}</span>
                {user.is_premium && <span className="account-menu__badge">Premium</span>}
              </>
            ) : (
              <>
                <strong className="account-menu__name">Guest / Not logged in</strong>
                <span className="account-menu__email">Log in to search and save your progress</span>
              </>
            )}
          </div>
          <ul className="account-menu__items">
            {menuItems(user).map((item) => (
              <li key={item.label}>
                {item.to ? (
                  <Link className="account-menu__item" to={item.to} onClick={() => setOpen(false)}>
                    {item.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="account-menu__item"
                    onClick={() => {
                      setOpen(false);
                      logout();
                      void navigate(paths.landing);
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
