// Passwords the tests choose, in the server tests and the browser's alike. Each passes the
// rule every new password follows (src/shared/domain/password-rule.ts): at least 8 characters
// and not easy to guess.

/** The password a test account is created with. */
export const TEST_PASSWORD = 'correct horse battery';

/** A second one, for a password changed or reset. */
export const NEW_TEST_PASSWORD = 'lantern orchard velvet';

/** A password of its own for each named person, as strong as the others. */
export const passwordFor = (name: string) => `${name} walks the lantern orchard`;

/**
 * Argon2 at the least cost it allows, for the servers the tests start: their passwords guard
 * nothing, and the suite's thousands of sign-ups and sign-ins at production cost would take
 * minutes. tests/api/password-hashing.test.ts holds the production cost to its figures.
 */
export const CHEAP_PASSWORD_HASHING = {
  PASSWORD_HASH_MEMORY_KIB: '8',
  PASSWORD_HASH_PASSES: '1',
} as const;
