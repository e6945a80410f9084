import { hash, verify } from '@node-rs/argon2';
import { PRODUCTION_PASSWORD_HASHING, type Config } from '../../config';

export const PASSWORD_ALGORITHM = 'Argon2id';

type Cost = Config['passwordHashing'];
let cost: Cost = PRODUCTION_PASSWORD_HASHING;

export const hashPassword = (password: string) =>
  hash(password, { memoryCost: cost.memoryKib, timeCost: cost.passes, parallelism: 1 });

// Checked against when the email is unknown, so a miss costs as long as a wrong password:
// made at the same cost as the real hashes.
let decoy = hashPassword('velvet-decoy-password');

/**
 * Sets the cost of the hashes made from now on (config.passwordHashing), as the server starts.
 * Verifying reads the cost from the stored hash, so hashes made at another cost still verify.
 */
export function usePasswordHashing(next: Cost) {
  if (next.memoryKib === cost.memoryKib && next.passes === cost.passes) return;
  cost = next;
  decoy = hashPassword('velvet-decoy-password');
}

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
