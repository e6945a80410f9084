import { z } from 'zod';
import { idParams, messageResponse, pageQuery, pagination } from './common';
import { defineRoute } from './define';
import { CATEGORY_TYPES } from '../domain/survey';
import { emailField, passwordField, signInPassword, staffDisplayNameField } from './form-fields';
import {
  categoryBody,
  experienceTypeBody,
  optionBody,
  responseFormatBody,
} from './reference-data-fields';
import * as routes from './routes/admin';
import { ADMIN_BASE } from './routes/admin-base';

export { ADMIN_BASE };

const roleField = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Role must be 0 (User), 1 (Admin) or 2 (SuperAdmin).',
});

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
  ...routes.login,
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
  ...routes.logout,
  response: messageResponse,
});

export const listSystemUsers = defineRoute({
  ...routes.listSystemUsers,
  query: pageQuery,
  response: z.object({ users: z.array(systemUser), pagination }),
});

export const createSystemUser = defineRoute({
  ...routes.createSystemUser,
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
  ...routes.updateSystemUser,
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
  ...routes.countReferenceData,
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

export const listCategories = defineRoute({
  ...routes.listCategories,
  query: pageQuery,
  response: z.object({ categories: z.array(adminCategory), pagination }),
});
export const createCategory = defineRoute({
  ...routes.createCategory,
  body: categoryBody,
  response: adminCategory,
});
export const updateCategory = defineRoute({
  ...routes.updateCategory,
  params: idParams,
  body: categoryBody,
  response: adminCategory,
});
export const deleteCategory = defineRoute({
  ...routes.deleteCategory,
  params: idParams,
  response: messageResponse,
});

export const adminResponseFormat = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  label: z.string(),
});
export const listResponseFormats = defineRoute({
  ...routes.listResponseFormats,
  query: pageQuery,
  response: z.object({ responseFormats: z.array(adminResponseFormat), pagination }),
});
export const createResponseFormat = defineRoute({
  ...routes.createResponseFormat,
  body: responseFormatBody,
  response: adminResponseFormat,
});
export const updateResponseFormat = defineRoute({
  ...routes.updateResponseFormat,
  params: idParams,
  body: responseFormatBody,
  response: adminResponseFormat,
});
export const deleteResponseFormat = defineRoute({
  ...routes.deleteResponseFormat,
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
export const listOptions = defineRoute({
  ...routes.listOptions,
  query: pageQuery.extend({ categoryId: z.uuid({ error: 'Invalid category id.' }).optional() }),
  response: z.object({ options: z.array(adminOption), pagination }),
});
export const createOption = defineRoute({
  ...routes.createOption,
  body: optionBody,
  response: adminOption,
});
export const updateOption = defineRoute({
  ...routes.updateOption,
  params: idParams,
  body: optionBody,
  response: adminOption,
});
export const deleteOption = defineRoute({
  ...routes.deleteOption,
  params: idParams,
  response: messageResponse,
});

export const adminExperienceType = z.object({
  id: z.uuid(),
  type: z.string(),
  description: z.string(),
  aiInstruction: z.string().nullable(),
});
export const listExperienceTypes = defineRoute({
  ...routes.listExperienceTypes,
  query: pageQuery,
  response: z.object({ experienceTypes: z.array(adminExperienceType), pagination }),
});
export const createExperienceType = defineRoute({
  ...routes.createExperienceType,
  body: experienceTypeBody,
  response: adminExperienceType,
});
export const updateExperienceType = defineRoute({
  ...routes.updateExperienceType,
  params: idParams,
  body: experienceTypeBody,
  response: adminExperienceType,
});
export const deleteExperienceType = defineRoute({
  ...routes.deleteExperienceType,
  params: idParams,
  response: messageResponse,
});
