// Passwords the tests choose, in the server tests and the browser's alike. Each passes the
// rule every new password follows (src/shared/domain/password-rule.ts): at least 8 characters
// and not easy to guess.

/** The password a test account is created with. */
export const TEST_PASSWORD = 'correct horse battery';

/** A second one, for a password changed or reset. */
export const NEW_TEST_PASSWORD = 'lantern orchard velvet';

/** A password of its own for each named person, as strong as the others. */
export const passwordFor = (name: string) => `${name} walks the lantern orchard`;
