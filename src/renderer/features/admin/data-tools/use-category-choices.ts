import { useAllCategories } from '../api';
import { useFailureToast } from './use-failure-toast';

/**
 * Every category, for a tab's dropdowns (up to 1000). `what` names the load in the
 * failure toast: 'Failed to load {what}: {reason}'.
 */
export function useCategoryChoices(what: string) {
  const categories = useAllCategories();
  useFailureToast(categories, what);
  return {
    /** True until the first answer (the tab's Add waits for it). */
    loading: categories.status === 'pending',
    loaded: categories.status === 'success',
    /** None while loading or after a failure. */
    choices: categories.status === 'success' ? categories.data.categories : [],
  };
}
