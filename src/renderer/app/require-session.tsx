import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/** Signed-out visitors are sent to /login. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session)
    return (
      <Navigate
        to={paths.login.getHref()}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  return <Outlet />;
}
