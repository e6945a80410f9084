// The account routes the platform calls, fetched the first time it calls one.
export {
  changePassword,
  login,
  logout,
  refreshSession,
  register,
} from '@shared/api/routes/accounts';
