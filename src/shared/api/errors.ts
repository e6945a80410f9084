import { z } from 'zod';

/** Every error reply has this body; `message` is what the user reads. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export { messageFromResponse } from './error-message';
