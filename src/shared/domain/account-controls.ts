/** What a signed-in player can do with their account itself (docs/accounts.md). */

export const ACCOUNT_CONTROL_MESSAGES = {
  /** Deleting: the password given is not the account's. */
  wrongPassword: 'Your password is not correct. Your account was not deleted.',
  deleted: 'Your account has been deleted. Everything Velvet kept about you is gone.',
  /** Deleting while the account joined a couple at the same moment: nothing was deleted. */
  changedMeanwhile: 'Your account changed while it was being deleted. Please try again.',
  passwordChanged:
    'Your password has been changed. You are still signed in here; your other devices have been signed out.',
  exportFailed: 'Your data could not be downloaded. Please try again.',
  exported: 'Your data has been downloaded.',
} as const;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The name of the export's file: velvet-export-YYYY-MM-DD.json, by the local calendar. */
export function exportFileName(date: Date): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `velvet-export-${day}.json`;
}
