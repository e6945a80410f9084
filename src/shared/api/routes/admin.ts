import { access, AdminRole, describeRoute } from '../define';
import { ADMIN_BASE } from './admin-base';

const staffOnly = access.admin(AdminRole.User);
const editors = access.admin(AdminRole.Admin);

export const login = describeRoute({
  name: 'admin.login',
  method: 'POST',
  path: `${ADMIN_BASE}/login`,
  access: access.public,
  rateLimit: 'authentication',
});

export const logout = describeRoute({
  name: 'admin.logout',
  method: 'POST',
  path: `${ADMIN_BASE}/logout`,
  access: staffOnly,
});

export const listSystemUsers = describeRoute({
  name: 'admin.listSystemUsers',
  method: 'GET',
  path: `${ADMIN_BASE}/systemusers`,
  access: staffOnly,
});

export const createSystemUser = describeRoute({
  name: 'admin.createSystemUser',
  method: 'POST',
  path: `${ADMIN_BASE}/create`,
  access: editors,
  successStatus: 201,
});

export const updateSystemUser = describeRoute({
  name: 'admin.updateSystemUser',
  method: 'PATCH',
  path: `${ADMIN_BASE}/systemusers/:id`,
  access: editors,
});

export const countReferenceData = describeRoute({
  name: 'admin.countReferenceData',
  method: 'GET',
  path: `${ADMIN_BASE}/data-tools/counts`,
  access: staffOnly,
});

export const listCategories = describeRoute({
  name: 'admin.listCategories',
  method: 'GET',
  path: `${ADMIN_BASE}/categories`,
  access: staffOnly,
});

export const createCategory = describeRoute({
  name: 'admin.createCategory',
  method: 'POST',
  path: `${ADMIN_BASE}/categories`,
  access: editors,
  successStatus: 201,
});

export const updateCategory = describeRoute({
  name: 'admin.updateCategory',
  method: 'PUT',
  path: `${ADMIN_BASE}/categories/:id`,
  access: editors,
});

export const deleteCategory = describeRoute({
  name: 'admin.deleteCategory',
  method: 'DELETE',
  path: `${ADMIN_BASE}/categories/:id`,
  access: editors,
});

export const listResponseFormats = describeRoute({
  name: 'admin.listResponseFormats',
  method: 'GET',
  path: `${ADMIN_BASE}/response-formats`,
  access: staffOnly,
});

export const createResponseFormat = describeRoute({
  name: 'admin.createResponseFormat',
  method: 'POST',
  path: `${ADMIN_BASE}/response-formats`,
  access: editors,
  successStatus: 201,
});

export const updateResponseFormat = describeRoute({
  name: 'admin.updateResponseFormat',
  method: 'PUT',
  path: `${ADMIN_BASE}/response-formats/:id`,
  access: editors,
});

export const deleteResponseFormat = describeRoute({
  name: 'admin.deleteResponseFormat',
  method: 'DELETE',
  path: `${ADMIN_BASE}/response-formats/:id`,
  access: editors,
});

export const listOptions = describeRoute({
  name: 'admin.listOptions',
  method: 'GET',
  path: `${ADMIN_BASE}/options`,
  access: staffOnly,
});

export const createOption = describeRoute({
  name: 'admin.createOption',
  method: 'POST',
  path: `${ADMIN_BASE}/categories/options`,
  access: editors,
  successStatus: 201,
});

export const updateOption = describeRoute({
  name: 'admin.updateOption',
  method: 'PUT',
  path: `${ADMIN_BASE}/categories/options/:id`,
  access: editors,
});

export const deleteOption = describeRoute({
  name: 'admin.deleteOption',
  method: 'DELETE',
  path: `${ADMIN_BASE}/categories/options/:id`,
  access: editors,
});

export const listExperienceTypes = describeRoute({
  name: 'admin.listExperienceTypes',
  method: 'GET',
  path: `${ADMIN_BASE}/experience-types`,
  access: staffOnly,
});

export const createExperienceType = describeRoute({
  name: 'admin.createExperienceType',
  method: 'POST',
  path: `${ADMIN_BASE}/experience-types`,
  access: editors,
  successStatus: 201,
});

export const updateExperienceType = describeRoute({
  name: 'admin.updateExperienceType',
  method: 'PUT',
  path: `${ADMIN_BASE}/experience-types/:id`,
  access: editors,
});

export const deleteExperienceType = describeRoute({
  name: 'admin.deleteExperienceType',
  method: 'DELETE',
  path: `${ADMIN_BASE}/experience-types/:id`,
  access: editors,
});
