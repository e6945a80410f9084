import { serverAddressSchema } from '@shared/ipc';

const NOT_AN_ADDRESS = 'Enter an address starting with http:// or https://.';

/** Why the desktop app would refuse `value` as its server address; null when it takes it. */
export function serverAddressProblem(value: string): string | null {
  const result = serverAddressSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? NOT_AN_ADDRESS);
}

/** The address as the app saves it: its origin alone. */
export function normalServerAddress(value: string): string {
  return serverAddressSchema.parse(value);
}
