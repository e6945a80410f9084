import * as admin from '@shared/api/admin';
import { adminCall, failureReason } from '../admin-api';
import { dataToolsMessages } from '../messages';
import { PAGE_SIZES } from '../pagination';
import { useAdminLoad } from '../use-admin-load';
import { showToast } from './toast';

/**
 * Every category, for a tab's dropdowns (up to the spec's 1000). `what` names the load in the
 * failure toast: 'Failed to load {what}: {reason}'.
 */
export function useCategoryChoices(what: string) {
  return useAdminLoad(
    'categories',
    async (signal) =>
      (
        await adminCall(admin.listCategories, {
          query: { page: 1, pageSize: PAGE_SIZES.dropdown },
          signal,
        })
      ).categories,
    (error) => showToast('error', dataToolsMessages.loadFailed(what, failureReason(error))),
  );
}
