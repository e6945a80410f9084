import { z } from 'zod';
import {
  idParams,
  messageResponse,
  optionalText,
  pageQuery,
  pagination,
  signInPassword,
} from './common';
import { AdminRole, access, defineRoute } from './define';
import { CATEGORY_TYPES } from '../domain/survey';
import { emailField, passwordField, requiredText, staffDisplayNameField } from './form-fields';

/** Every admin route lives under this one base, apart from the player routes. */
export const ADMIN_BASE = '/api/admin';

const roleField = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Role must be 0 (User), 1 (Admin) or 2 (SuperAdmin).',
});

const staffOnly = access.admin(AdminRole.User);
const editors = access.admin(AdminRole.Admin);

export const systemUser = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: roleField,
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type SystemUser = z.infer<typeof systemUser>;

export const adminTokenClaims = z.object({
  sub: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: roleField,
  /** The account's session version when the token was issued; a newer one ends the token. */
  sessionVersion: z.number().int(),
  exp: z.number(),
});
export type AdminTokenClaims = z.infer<typeof adminTokenClaims>;

export const login = defineRoute({
  name: 'admin.login',
  method: 'POST',
  path: `${ADMIN_BASE}/login`,
  access: access.public,
  rateLimit: 'authentication',
  body: z.object({
    email: emailField,
    password: signInPassword,
  }),
  response: z.object({
    token: z.string(),
    id: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    role: roleField,
  }),
});

/** Signs the caller out on the server: every staff token they hold stops working. */
export const logout = defineRoute({
  name: 'admin.logout',
  method: 'POST',
  path: `${ADMIN_BASE}/logout`,
  access: staffOnly,
  response: messageResponse,
});

export const listSystemUsers = defineRoute({
  name: 'admin.listSystemUsers',
  method: 'GET',
  path: `${ADMIN_BASE}/systemusers`,
  access: staffOnly,
  query: pageQuery,
  response: z.object({ users: z.array(systemUser), pagination }),
});

export const createSystemUser = defineRoute({
  name: 'admin.createSystemUser',
  method: 'POST',
  path: `${ADMIN_BASE}/create`,
  access: editors,
  successStatus: 201,
  body: z.object({
    email: emailField,
    displayName: staffDisplayNameField,
    // Staff passwords follow the players' rule: a staff account can see far more.
    password: passwordField,
    role: roleField.default(0),
  }),
  response: systemUser,
});

/**
 * Changes another staff member's role or active state. An Admin may only act on staff below
 * their own role and only give roles below it; nobody changes their own account here.
 */
export const updateSystemUser = defineRoute({
  name: 'admin.updateSystemUser',
  method: 'PATCH',
  path: `${ADMIN_BASE}/systemusers/:id`,
  access: editors,
  params: idParams,
  body: z
    .object({ role: roleField.optional(), isActive: z.boolean().optional() })
    .refine((b) => b.role !== undefined || b.isActive !== undefined, {
      message: 'Say what to change: role, isActive or both.',
    }),
  response: systemUser,
});

// Reference data: categories, response formats, options, experience types.

/** How many of each kind the survey holds now: each list's own total, one tile each. */
export const referenceDataCounts = z.object({
  categories: z.number().int().min(0),
  responseFormats: z.number().int().min(0),
  options: z.number().int().min(0),
  experienceTypes: z.number().int().min(0),
});
export type ReferenceDataCounts = z.infer<typeof referenceDataCounts>;

export const countReferenceData = defineRoute({
  name: 'admin.countReferenceData',
  method: 'GET',
  path: `${ADMIN_BASE}/data-tools/counts`,
  access: staffOnly,
  response: referenceDataCounts,
});

export const adminCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(CATEGORY_TYPES),
  responseFormats: z.array(z.string()),
  optionCount: z.number().int(),
  indicatorCount: z.number().int(),
});

const categoryBody = z.object({
  name: requiredText('Name'),
  type: z.enum(CATEGORY_TYPES, {
    error: 'Type must be yes_no_maybe, feelings_scale, multiple_choice or rating_scale.',
  }),
});

export const listCategories = defineRoute({
  name: 'admin.listCategories',
  method: 'GET',
  path: `${ADMIN_BASE}/categories`,
  access: staffOnly,
  query: pageQuery,
  response: z.object({ categories: z.array(adminCategory), pagination }),
});
export const createCategory = defineRoute({
  name: 'admin.createCategory',
  method: 'POST',
  path: `${ADMIN_BASE}/categories`,
  access: editors,
  successStatus: 201,
  body: categoryBody,
  response: adminCategory,
});
export const updateCategory = defineRoute({
  name: 'admin.updateCategory',
  method: 'PUT',
  path: `${ADMIN_BASE}/categories/:id`,
  access: editors,
  params: idParams,
  body: categoryBody,
  response: adminCategory,
});
export const deleteCategory = defineRoute({
  name: 'admin.deleteCategory',
  method: 'DELETE',
  path: `${ADMIN_BASE}/categories/:id`,
  access: editors,
  params: idParams,
  response: messageResponse,
});

export const adminResponseFormat = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  label: z.string(),
});
const responseFormatBody = z.object({
  categoryId: z.uuid({ error: 'Category is required.' }),
  label: requiredText('Label'),
});
export const listResponseFormats = defineRoute({
  name: 'admin.listResponseFormats',
  method: 'GET',
  path: `${ADMIN_BASE}/response-formats`,
  access: staffOnly,
  query: pageQuery,
  response: z.object({ responseFormats: z.array(adminResponseFormat), pagination }),
});
export const createResponseFormat = defineRoute({
  name: 'admin.createResponseFormat',
  method: 'POST',
  path: `${ADMIN_BASE}/response-formats`,
  access: editors,
  successStatus: 201,
  body: responseFormatBody,
  response: adminResponseFormat,
});
export const updateResponseFormat = defineRoute({
  name: 'admin.updateResponseFormat',
  method: 'PUT',
  path: `${ADMIN_BASE}/response-formats/:id`,
  access: editors,
  params: idParams,
  body: responseFormatBody,
  response: adminResponseFormat,
});
export const deleteResponseFormat = defineRoute({
  name: 'admin.deleteResponseFormat',
  method: 'DELETE',
  path: `${ADMIN_BASE}/response-formats/:id`,
  access: editors,
  params: idParams,
  response: messageResponse,
});

export const adminOption = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  questionText: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  sortOrder: z.number().int(),
});
const optionBody = z.object({
  categoryId: z.uuid({ error: 'Category is required.' }),
  questionText: requiredText('Question text', 500),
  description: optionalText(2000, 'Description is too long.'),
  tags: z
    .array(z.string().max(50, 'A tag is too long.'))
    .max(30, 'At most 30 tags.')
    .default([])
    .transform((tags) => tags.map((tag) => tag.trim()).filter(Boolean)),
  sortOrder: z
    .number({ error: 'Sort order must be a number.' })
    .int()
    .min(0, 'Sort order must be 0 or more.')
    .max(1_000_000)
    .default(0),
});
export const listOptions = defineRoute({
  name: 'admin.listOptions',
  method: 'GET',
  path: `${ADMIN_BASE}/options`,
  access: staffOnly,
  query: pageQuery.extend({ categoryId: z.uuid({ error: 'Invalid category id.' }).optional() }),
  response: z.object({ options: z.array(adminOption), pagination }),
});
export const createOption = defineRoute({
  name: 'admin.createOption',
  method: 'POST',
  path: `${ADMIN_BASE}/categories/options`,
  access: editors,
  successStatus: 201,
  body: optionBody,
  response: adminOption,
});
export const updateOption = defineRoute({
  name: 'admin.updateOption',
  method: 'PUT',
  path: `${ADMIN_BASE}/categories/options/:id`,
  access: editors,
  params: idParams,
  body: optionBody,
  response: adminOption,
});
export const deleteOption = defineRoute({
  name: 'admin.deleteOption',
  method: 'DELETE',
  path: `${ADMIN_BASE}/categories/options/:id`,
  access: editors,
  params: idParams,
  response: messageResponse,
});

export const adminExperienceType = z.object({
  id: z.uuid(),
  type: z.string(),
  description: z.string(),
  aiInstruction: z.string().nullable(),
});
const experienceTypeBody = z.object({
  type: requiredText('Type', 100),
  description: requiredText('Description', 2000),
  aiInstruction: optionalText(4000, 'AI instruction is too long.'),
});
export const listExperienceTypes = defineRoute({
  name: 'admin.listExperienceTypes',
  method: 'GET',
  path: `${ADMIN_BASE}/experience-types`,
  access: staffOnly,
  query: pageQuery,
  response: z.object({ experienceTypes: z.array(adminExperienceType), pagination }),
});
export const createExperienceType = defineRoute({
  name: 'admin.createExperienceType',
  method: 'POST',
  path: `${ADMIN_BASE}/experience-types`,
  access: editors,
  successStatus: 201,
  body: experienceTypeBody,
  response: adminExperienceType,
});
export const updateExperienceType = defineRoute({
  name: 'admin.updateExperienceType',
  method: 'PUT',
  path: `${ADMIN_BASE}/experience-types/:id`,
  access: editors,
  params: idParams,
  body: experienceTypeBody,
  response: adminExperienceType,
});
export const deleteExperienceType = defineRoute({
  name: 'admin.deleteExperienceType',
  method: 'DELETE',
  path: `${ADMIN_BASE}/experience-types/:id`,
  access: editors,
  params: idParams,
  response: messageResponse,
});
