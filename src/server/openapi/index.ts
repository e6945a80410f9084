export { buildOpenApiDocument, openApiPath, type OpenApiDocument } from './build-document';
export { renderApiReference } from './render-reference';
export { ACCESS_EXTENSION, type AccessExtension } from './access';
