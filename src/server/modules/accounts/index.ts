import { defineModule } from '../define-module';
import { accountsRoutes } from './routes';
import { createAccountsService } from './service';

/** Sign-up with its consents, sign-in, password reset and the player's profile. */
export const accountsModule = defineModule('accounts', (deps) =>
  accountsRoutes(createAccountsService(deps)),
);

export { hashPassword, usePasswordHashing, verifyPassword } from './passwords';
export { createSignInGuard, type SignInGuard } from './sign-in-guard';
export type { ExportReading, ExportSections, SuppliedExportSections } from './export-sections';
