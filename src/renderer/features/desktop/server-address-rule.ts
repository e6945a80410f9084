// zod is told how to run in the browser before the desktop app's schemas are built.
import '../../zod-config';
import { z } from 'zod';
import { serverAddressSchema } from '@shared/ipc';

/** The form's one field, checked as the desktop app checks the address it is asked to save. */
export const serverAddressForm = z.object({
  address: z.string().trim().pipe(serverAddressSchema),
});

/** The address as the app saves it: its origin alone. */
export function normalServerAddress(value: string): string {
  return serverAddressSchema.parse(value);
}
