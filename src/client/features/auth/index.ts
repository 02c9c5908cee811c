export { AuthLayout } from './components/auth-layout';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { GoogleCallbackView } from './components/google-callback-view';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
