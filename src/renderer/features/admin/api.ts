import * as admin from '@shared/api/routes/admin';
import type { RouteDescriptor } from '../../lib/route-types';
import * as support from '@shared/api/routes/support';
import {
  routeQuery,
  useRetryableQuery,
  useRouteMutation,
  type RouteInput,
} from '../../lib/route-query';
import { adminCall } from './admin-api';
import { PAGE_SIZES } from './pagination';

/**
 * An admin read, with the staff token and the panel's error texts. It is forgotten once off
 * screen, so a page or tab opened again loads afresh rather than showing an older list.
 */
function useAdminQuery<R extends RouteDescriptor>(route: R, input: RouteInput<R>) {
  return useRetryableQuery({ ...routeQuery(route, input, adminCall), gcTime: 0 });
}

/** An admin write; once it succeeds the lists it changed load again. */
function useAdminMutation<R extends RouteDescriptor>(
  route: R,
  invalidates: readonly RouteDescriptor[],
) {
  return useRouteMutation(route, { call: adminCall, invalidates });
}

// A category's name shows in the response formats and options lists; those count toward it.
// Every change moves a Data Tools tile; retiring a category takes its formats and options along.
const CATEGORY_LISTS = [
  admin.listCategories,
  admin.listResponseFormats,
  admin.listOptions,
  admin.countReferenceData,
];
const RESPONSE_FORMAT_LISTS = [
  admin.listResponseFormats,
  admin.listCategories,
  admin.countReferenceData,
];
const OPTION_LISTS = [admin.listOptions, admin.listCategories, admin.countReferenceData];
const EXPERIENCE_TYPE_LISTS = [admin.listExperienceTypes, admin.countReferenceData];

/** GET /api/admin/systemusers: one page of staff members. */
export const useSystemUsers = (page: number) =>
  useAdminQuery(admin.listSystemUsers, { query: { page, pageSize: PAGE_SIZES.users } });

/** POST /api/admin/create: a new staff member; the staff list loads again. */
export const useCreateSystemUser = () =>
  useAdminMutation(admin.createSystemUser, [admin.listSystemUsers]);

/** PATCH /api/admin/systemusers/:id: another staff member's role or active state. */
export const useUpdateSystemUser = () =>
  useAdminMutation(admin.updateSystemUser, [admin.listSystemUsers]);

/** GET /api/admin/data-tools/counts: the totals the Data Tools tiles show. */
export const useReferenceDataCounts = () => useAdminQuery(admin.countReferenceData, {});

/** GET /api/admin/categories: one page of the Categories tab. */
export const useCategories = (page: number) =>
  useAdminQuery(admin.listCategories, { query: { page, pageSize: PAGE_SIZES.dataTools } });

/** GET /api/admin/categories: every category (up to 1000), for a dropdown. */
export const useAllCategories = () =>
  useAdminQuery(admin.listCategories, { query: { page: 1, pageSize: PAGE_SIZES.dropdown } });

export const useCreateCategory = () => useAdminMutation(admin.createCategory, CATEGORY_LISTS);
export const useUpdateCategory = () => useAdminMutation(admin.updateCategory, CATEGORY_LISTS);
export const useDeleteCategory = () => useAdminMutation(admin.deleteCategory, CATEGORY_LISTS);

/** GET /api/admin/response-formats: one page of the Response Formats tab. */
export const useResponseFormats = (page: number) =>
  useAdminQuery(admin.listResponseFormats, { query: { page, pageSize: PAGE_SIZES.dataTools } });

export const useCreateResponseFormat = () =>
  useAdminMutation(admin.createResponseFormat, RESPONSE_FORMAT_LISTS);
export const useUpdateResponseFormat = () =>
  useAdminMutation(admin.updateResponseFormat, RESPONSE_FORMAT_LISTS);
export const useDeleteResponseFormat = () =>
  useAdminMutation(admin.deleteResponseFormat, RESPONSE_FORMAT_LISTS);

/** GET /api/admin/options: one page of the Options tab, of one category or all (''). */
export const useOptions = (page: number, categoryId: string) =>
  useAdminQuery(admin.listOptions, {
    query: { page, pageSize: PAGE_SIZES.dataTools, categoryId: categoryId || undefined },
  });

export const useCreateOption = () => useAdminMutation(admin.createOption, OPTION_LISTS);
export const useUpdateOption = () => useAdminMutation(admin.updateOption, OPTION_LISTS);
export const useDeleteOption = () => useAdminMutation(admin.deleteOption, OPTION_LISTS);

/** GET /api/admin/experience-types: one page of the Experience Types tab. */
export const useExperienceTypes = (page: number) =>
  useAdminQuery(admin.listExperienceTypes, { query: { page, pageSize: PAGE_SIZES.dataTools } });

export const useCreateExperienceType = () =>
  useAdminMutation(admin.createExperienceType, EXPERIENCE_TYPE_LISTS);
export const useUpdateExperienceType = () =>
  useAdminMutation(admin.updateExperienceType, EXPERIENCE_TYPE_LISTS);
export const useDeleteExperienceType = () =>
  useAdminMutation(admin.deleteExperienceType, EXPERIENCE_TYPE_LISTS);

/** GET /api/admin/support-messages: one page of the Support tab, newest first. */
export const useSupportMessages = (page: number) =>
  useAdminQuery(support.listSupportMessages, { query: { page, pageSize: PAGE_SIZES.support } });

/** PATCH /api/admin/support-messages/:id/handled; the Support tab loads again. */
export const useMarkSupportMessageHandled = () =>
  useAdminMutation(support.markSupportMessageHandled, [support.listSupportMessages]);
