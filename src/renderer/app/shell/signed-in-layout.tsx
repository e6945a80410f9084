import { Outlet } from 'react-router';

export function SignedInLayout() {
  return <Outlet />;
}
