import { useEffect, useEffectEvent } from 'react';
import type { RetryableQuery } from '../../../lib/route-query';
import { failureReason } from '../admin-api';
import { dataToolsMessages } from '../messages';
import { showToast } from './toast';

/** Toasts each failure of a data-tools read once: 'Failed to load {what}: {reason}'. */
export function useFailureToast(
  query: Pick<RetryableQuery<unknown>, 'status' | 'error' | 'errorUpdatedAt'>,
  what: string,
) {
  const failedAt = query.status === 'error' ? query.errorUpdatedAt : 0;
  const toast = useEffectEvent(() =>
    showToast('error', dataToolsMessages.loadFailed(what, failureReason(query.error))),
  );
  useEffect(() => {
    if (failedAt) toast();
  }, [failedAt]);
}
