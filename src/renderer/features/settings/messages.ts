/** The settings screen's fixed texts; tests match them exactly. */
export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings',
  updateFailed: 'Failed to update settings',
  enabled: 'Notifications enabled successfully',
  disabled: 'Notifications disabled successfully',
} as const;
