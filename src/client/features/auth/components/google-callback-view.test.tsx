// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleCallbackView } from './google-callback-view';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/auth/google/callback" element={<GoogleCallbackView />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('Google callback page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the Login Error box, not an endless spinner, for a code already used', async () => {
    // The code was submitted by an earlier visit of this page (a reload, or Back then Forward).
    sessionStorage.setItem('google_codes_used', JSON.stringify(['used-code']));
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt('/auth/google/callback?code=used-code&state=s1');
    expect(await screen.findByText('Login Error')).toBeTruthy();
    expect(screen.getByText('Login session expired, please login again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Login Page' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
