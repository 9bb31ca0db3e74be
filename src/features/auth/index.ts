/**
 * Authentication (spec sections 4 and 5): login and registration forms, the logout button, the
 * e-mail verification page's card (docs/decisions/022) and their mutation hooks over `data.auth`.
 */
export { LoginForm, type LoginFormProps } from './components/login-form';
export { RegisterForm, type RegisterFormProps } from './components/register-form';
export { LogoutButton, type LogoutButtonProps } from './components/logout-button';
export { SignOutEverywhereCard } from './components/sign-out-everywhere-card';
export { useLogin } from './api/use-login';
export { useRegister } from './api/use-register';
export { useLogout } from './api/use-logout';
export { useSignOut, useSignOutOnArrival } from './hooks/use-sign-out';
export { VerifyEmailCard, type VerifyEmailCardProps } from './components/verify-email-card';
export { useVerifyEmail } from './api/use-verify-email';
