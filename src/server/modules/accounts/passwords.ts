import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes): slow enough to resist guessing.
export const PASSWORD_ALGORITHM = 'Argon2id';

export const hashPassword = (password: string) => hash(password);

// Checked against when the email is unknown, so a miss costs as long as a wrong password.
const decoy = hash('velvet-decoy-password');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
