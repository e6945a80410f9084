import { z } from 'zod';
import { defineRoute } from './define';
import * as routes from './routes/system';

export const health = defineRoute({
  ...routes.health,
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
  }),
});

export const liveness = defineRoute({
  ...routes.liveness,
  response: z.object({ status: z.literal('ok') }),
});

/**
 * 200 with `ready: true` when the node can serve; 503 with `ready: false` and each check's
 * state otherwise, so an operator reads why from the body alone.
 */
export const readiness = defineRoute({
  ...routes.readiness,
  response: z.object({
    ready: z.boolean(),
    migrations: z.enum(['done', 'pending', 'unknown']),
    database: z.enum(['up', 'down']),
    stopping: z.boolean(),
  }),
});

export const version = defineRoute({
  ...routes.version,
  response: z.object({ name: z.string(), version: z.string() }),
});

/** The media type of the API reference page, declared on its response schema. */
export const HTML_MEDIA_TYPE = 'text/html';

/** This API described as an OpenAPI 3.1 document, generated from this contract. */
export const openApiDocument = defineRoute({
  ...routes.openApiDocument,
  response: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
});

/**
 * The same document as a page to read: an HTML string, sent as is with this media type (a
 * string reply with a non-JSON content type never passes through the JSON serializer).
 */
export const apiDocs = defineRoute({
  ...routes.apiDocs,
  response: z.string().meta({ contentMediaType: HTML_MEDIA_TYPE }),
});
