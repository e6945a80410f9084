import { ACCOUNT_CONTROL_MESSAGES } from '@shared/domain/account-controls';

/** The settings screen's fixed texts; tests match them exactly. */
export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings',
  updateFailed: 'Failed to update settings',
  enabled: 'Notifications enabled successfully',
  disabled: 'Notifications disabled successfully',
  discreetOn: 'Discreet mode is on: notifications no longer say what they are about.',
  discreetOff: 'Discreet mode is off: notifications show what they are about again.',
} as const;

/** The account section's texts: the password form, the data download and the deletion. */
export const ACCOUNT_MESSAGES = {
  ...ACCOUNT_CONTROL_MESSAGES,
  passwordChangeFailed: 'Your password could not be changed. Please try again.',
  passwordRequired: 'Please enter your password to delete your account.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
} as const;
