import { ADMIN_MESSAGES } from '../messages';

/** A record's category as named by the reply, else by the loaded categories, else 'Unknown Category'. */
export function categoryNameOf(
  categoryId: string,
  categoryName: string | null | undefined,
  categories: readonly { id: string; name: string }[],
): string {
  if (categoryName) return categoryName;
  return (
    categories.find((category) => category.id === categoryId)?.name ??
    ADMIN_MESSAGES.unknownCategory
  );
}
