// The account routes the platform calls, fetched the first time it calls one. Named one by one:
// a dynamic import of the whole contract module would keep every schema it exports in the
// browser build (web/routes-without-schemas.ts).
export { changePassword, login, logout, refreshSession, register } from '@shared/api/accounts';
