import { Navigate, useSearchParams } from 'react-router';
import { loginUrl, safeRedirect } from '@/app/guards.ts';
import { isLoggedIn } from '@/lib/auth.ts';

/** /auth-redirect?redirect=...: in when logged in, otherwise by way of the login page. */
export function Component() {
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  return <Navigate to={isLoggedIn() ? target : loginUrl(target)} replace />;
}
