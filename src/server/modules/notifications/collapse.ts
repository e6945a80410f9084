import type { Notification } from '@shared/api/notifications';
import { DISCREET_LINK_PATH, discreetNotification } from '@shared/domain/discreet-mode';
import type { notifications } from '../../db/schema';

/** A stored notice with its texts opened (notice-texts.ts). */
type Row = typeof notifications.$inferSelect;

/**
 * Notices that say the same about one item are one line: the same item and the same title,
 * compared here on the opened titles (stored, each is sealed differently).
 */
const groupKey = (row: Row) => (row.subjectId ? `${row.subjectId}\u0000${row.title}` : row.id);

/** A stored notification, its texts opened, as the contract sends it. */
export const toNotification = (row: Row): Notification => ({
  id: row.id,
  type: row.type,
  icon: row.icon,
  title: row.title,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
  actionUrl: row.actionUrl,
});

/** The newest of a group as its line: unread while any of the group is, with its count. */
const asLine = (newest: Row, group: readonly Row[]): Notification => ({
  ...toNotification(newest),
  read: group.every((row) => row.read),
  count: group.length,
});

/**
 * The bell's lines from the stored notices, newest first: repeats about one item (a reminder
 * sent twice, a dare sent back again) are one line with their count, unread while any of them
 * is. In discreet mode the whole list is one content-free line, unread while anything is, so
 * the bell never lists the same "something new" once per notice.
 */
export function bellLines(rows: readonly Row[], discreet: boolean): Notification[] {
  if (rows.length === 0) return [];
  if (discreet) {
    const unread = rows.filter((row) => !row.read);
    const line = asLine(rows[0]!, unread.length > 0 ? unread : rows);
    return [{ ...discreetNotification(line), actionUrl: DISCREET_LINK_PATH }];
  }
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(groupKey(row));
    if (group) group.push(row);
    else groups.set(groupKey(row), [row]);
  }
  return [...groups.values()].map((group) => asLine(group[0]!, group));
}
