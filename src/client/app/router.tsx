import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { IDIOM_ROUTE, paths } from '../../shared/paths';
import { syncDisplaySettings } from '../lib/display-settings';
import { OfflineStatus } from '../features/review/components/offline-status';
import { useUserRefresh } from '../lib/refresh-user';
import { useSession } from '../lib/session';
import { NotFoundRoute } from './routes/not-found';

const page = (load: () => Promise<{ default: React.ComponentType }>) => lazy(load);

const LandingRoute = page(() => import('./routes/landing'));
const ExplorerRoute = page(() => import('./routes/explorer'));
const LoginRoute = page(() => import('./routes/login'));
const RegisterRoute = page(() => import('./routes/register'));
const ForgotPasswordRoute = page(() => import('./routes/forgot-password'));
const GoogleCallbackRoute = page(() => import('./routes/google-callback'));
const SubscriptionRoute = page(() => import('./routes/subscription'));
const SubscriptionSuccessRoute = page(() => import('./routes/subscription-success'));
const SupportRoute = page(() => import('./routes/support'));
const PolicyRoute = page(() => import('./routes/policy'));
const MyIdiomsRoute = page(() => import('./routes/my-idioms'));
const ReviewRoute = page(() => import('./routes/review'));

/** Keeps the stored user (premium status) and their display choices in step with the server. */
function UserSync() {
  useUserRefresh();
  const userId = useSession().user?.id;
  useEffect(() => {
    if (userId) void syncDisplaySettings();
  }, [userId]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <UserSync />
      <OfflineStatus />
      <Suspense
        fallback={
          <div className="page-loading" role="status" aria-live="polite">
            Loading…
          </div>
        }
      >
        <Routes>
          <Route path={paths.landing} element={<LandingRoute />} />
          <Route path={paths.app} element={<ExplorerRoute />} />
          <Route path={IDIOM_ROUTE} element={<ExplorerRoute />} />
          <Route path={paths.login} element={<LoginRoute />} />
          <Route path={paths.register} element={<RegisterRoute />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
          <Route path={paths.googleCallback} element={<GoogleCallbackRoute />} />
          <Route path={paths.subscription} element={<SubscriptionRoute />} />
          <Route path={paths.subscriptionSuccess} element={<SubscriptionSuccessRoute />} />
          <Route path={paths.support} element={<SupportRoute />} />
          <Route path={paths.policy} element={<PolicyRoute />} />
          <Route path={paths.myIdioms} element={<MyIdiomsRoute />} />
          <Route path={paths.review} element={<ReviewRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
