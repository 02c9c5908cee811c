import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { AccountMenu } from './account-menu';
import { displayName } from './account-menu-items';

const base = {
  id: '1',
  email: 'mei@example.com',
  username: 'meilin',
  display_name: 'Mei Lin',
  name: null,
  avatar_url: null,
  is_premium: false,
  is_verified: true,
};
const open = () => {
  render(
    <MemoryRouter>
      <AccountMenu />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { expanded: false }));
  return screen.getAllByRole('listitem').map((li) => li.textContent);
};

describe('account menu', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('falls back display_name → username → User', () => {
    expect(displayName(base)).toBe('Mei Lin');
    expect(displayName({ ...base, display_name: null })).toBe('meilin');
    expect(displayName({ ...base, display_name: ' ', username: '' })).toBe('User');
  });

  it('shows guests Home, Subscribe, Login', () => {
    expect(open()).toEqual(['Home', 'Subscribe', 'Login']);
    expect(screen.getByText('Guest / Not logged in')).toBeTruthy();
  });

  it('shows Support only to premium users', () => {
    setSession({ access: 't', refresh: 'r', user: base });
    expect(open()).toEqual([
      'Home',
      'My idioms',
      'Review',
      'Subscribe',
      'Logout',
      'Legal Policies',
    ]);
    expect(screen.getByText('mei@example.com')).toBeTruthy();
  });

  it('lists Support for a premium user', () => {
    setSession({ access: 't', refresh: 'r', user: { ...base, is_premium: true } });
    expect(open()).toEqual([
      'Home',
      'My idioms',
      'Review',
      'Subscribe',
      'Support',
      'Logout',
      'Legal Policies',
    ]);
  });
});
