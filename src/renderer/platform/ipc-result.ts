import type { IpcResult } from '@shared/ipc';
import { ApiError } from '../lib/api-error';

/** A desktop bridge call's value; its failure becomes the ApiError a web call would throw. */
export function unwrapIpcResult<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(result.status, result.message);
}
