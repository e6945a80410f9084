/** The administration panel's fixed texts; tests match them exactly. */
export const ADMIN_MESSAGES = {
  unauthorized: 'Unauthorized - please login again',
  forbidden: 'Forbidden - admin access required',
  unknownError: 'Unknown error',
  loginFailed: 'Login failed',
  loadUsersFailed: 'Failed to load users',
  createUserFailed: 'Failed to create user',
  userCreated: (displayName: string) => `User "${displayName}" created successfully!`,
  accessDenied: 'Access Denied',
  accessDeniedDetail: "You don't have sufficient permissions to access this page.",
  superAdminHint: 'Only SuperAdmins can create other SuperAdmins',
  passwordHint: 'Minimum 8 characters, not easy to guess',
  noCategories: 'No Categories Available',
  noCategoriesDetail:
    'You need to create at least one category before you can add response formats.',
  unknownCategory: 'Unknown Category',
  countsFailed: 'The counts could not be loaded.',
  loadSupportFailed: 'Failed to load support messages',
  noSupportMessages: 'No support messages yet',
  markHandledFailed: (reason: string) => `Failed to mark as handled: ${reason}`,
  roleOf: (name: string) => `Role of ${name}`,
  activeOf: (name: string) => `Account active: ${name}`,
  ownAccount: 'This is your own account.',
  notBelowYou: 'Only staff below your own role can be changed.',
  confirmDeactivateTitle: (name: string) => `Deactivate ${name}?`,
  confirmDeactivate: (name: string) =>
    `${name} is signed out at once and cannot sign in until an Admin or SuperAdmin turns the account on again.`,
  deactivate: 'Deactivate',
  roleChanged: (name: string, role: string) => `${name}'s role is now ${role}.`,
  deactivated: (name: string) => `${name} was deactivated and is signed out.`,
  reactivated: (name: string) => `${name} was reactivated.`,
  changeFailed: (name: string) => `Could not change ${name}`,
  nothingChanged: 'Nothing was changed: the table shows what is saved.',
} as const;

/** One kind of reference data, named the ways its texts need. */
export interface Thing {
  /** Lower case, inside sentences: 'response format'. */
  singular: string;
  /** Capitalised, leading a sentence or a title: 'Response format', 'Response Format'. */
  sentence: string;
  title: string;
}

export const THINGS = {
  category: { singular: 'category', sentence: 'Category', title: 'Category' },
  responseFormat: {
    singular: 'response format',
    sentence: 'Response format',
    title: 'Response Format',
  },
  option: { singular: 'option', sentence: 'Option', title: 'Option' },
  experienceType: {
    singular: 'experience type',
    sentence: 'Experience type',
    title: 'Experience Type',
  },
} as const satisfies Record<string, Thing>;

export type SaveAction = 'create' | 'update';

export const dataToolsMessages = {
  /** 'Failed to load categories: {reason}', 'Failed to load data: {reason}', … */
  loadFailed: (what: string, reason: string) => `Failed to load ${what}: ${reason}`,
  saveFailed: (action: SaveAction, thing: Thing, reason: string) =>
    `Failed to ${action} ${thing.singular}: ${reason}`,
  deleteFailed: (thing: Thing, reason: string) => `Failed to delete ${thing.singular}: ${reason}`,
  saved: (action: SaveAction, thing: Thing) =>
    `${thing.sentence} ${action === 'create' ? 'created' : 'updated'} successfully`,
  deleted: (thing: Thing) => `${thing.sentence} deleted successfully`,
  confirmDelete: (thing: Thing, name: string) =>
    `Are you sure you want to delete the ${thing.singular} "${name}"?`,
};
