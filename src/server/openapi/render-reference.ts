import type { oas32 } from 'zod-openapi';
import { escapeHtml } from '@shared/escape-html';
import {
  ACCESS_EXTENSION,
  RATE_LIMIT_EXTENSION,
  describeAccess,
  type AccessExtension,
} from './access';
import type { OpenApiDocument } from './build-document';
import { REFERENCE_STYLES } from './reference-styles';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  operation: oas32.OperationObject;
}

/** Descriptions are CommonMark; of it, only code spans are used, so only those are rendered. */
const markdownHtml = (text: string): string =>
  escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const isReference = (value: object): value is oas32.ReferenceObject => '$ref' in value;

/** A schema in one line, for a parameter table: its type, format and allowed values. */
function schemaSummary(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return schema === false ? 'never' : 'any';
  const { $ref, type, format, enum: values, default: fallback } = schema as Record<string, unknown>;
  if (typeof $ref === 'string') return $ref;
  const typeName = Array.isArray(type) ? type.join(' | ') : typeof type === 'string' ? type : 'any';
  const parts = [typeof format === 'string' ? `${typeName} (${format})` : typeName];
  if (Array.isArray(values))
    parts.push(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
  if (fallback !== undefined) parts.push(`default ${JSON.stringify(fallback)}`);
  return parts.join('; ');
}

function schemaBlock(label: string, schema: unknown): string {
  if (schema === undefined) return '';
  return (
    `<details><summary>${markdownHtml(label)}</summary>` +
    `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`
  );
}

function parametersTable(parameters: oas32.OperationObject['parameters']): string {
  const rows = (parameters ?? []).flatMap((parameter) => {
    if (isReference(parameter))
      return [`<tr><td colspan="4">${escapeHtml(parameter.$ref)}</td></tr>`];
    return [
      '<tr>' +
        `<td><code>${escapeHtml(parameter.name)}</code></td>` +
        `<td>${escapeHtml(parameter.in)}</td>` +
        `<td>${parameter.required ? 'yes' : 'no'}</td>` +
        `<td>${escapeHtml(schemaSummary(parameter.schema))}</td>` +
        '</tr>',
    ];
  });
  if (rows.length === 0) return '';
  return (
    '<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/** One collapsible schema per media type of a request body or response. */
function contentBlocks(
  label: string,
  holder: oas32.RequestBodyObject | oas32.ResponseObject | oas32.ReferenceObject | undefined,
): string {
  if (!holder) return '';
  if (isReference(holder)) return schemaBlock(label, holder);
  const content = Object.entries(holder.content ?? {});
  if (content.length === 0) return `<p class="muted">${markdownHtml(label)}: no body.</p>`;
  return content
    .map(([mediaType, media]) =>
      schemaBlock(`${label} (${mediaType})`, isReference(media) ? media : media.schema),
    )
    .join('');
}

function renderOperation({ method, path, operation }: Operation): string {
  const access = operation[ACCESS_EXTENSION] as AccessExtension | undefined;
  const rateLimit = operation[RATE_LIMIT_EXTENSION] as string | undefined;
  const responses = Object.entries(operation.responses ?? {}) as [
    string,
    oas32.ResponseObject | oas32.ReferenceObject,
  ][];
  return [
    `<section class="route" id="${escapeHtml(slug(`${method}-${path}`))}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span>`,
    `<span class="path">${escapeHtml(path)}</span>`,
    `<span class="name">${escapeHtml(operation.operationId ?? '')}</span></h3>`,
    access
      ? `<p class="access"><span class="badge">${escapeHtml(access.level)}</span> ` +
        `${escapeHtml(describeAccess(access))}` +
        (rateLimit ? ` <span class="badge">rate limit: ${escapeHtml(rateLimit)}</span>` : '') +
        '</p>'
      : '',
    parametersTable(operation.parameters),
    contentBlocks('Request body', operation.requestBody),
    ...responses.map(([status, response]) =>
      contentBlocks(
        `Response ${status}${isReference(response) ? '' : `, ${response.description ?? ''}`}`,
        response,
      ),
    ),
    '</section>',
  ].join('');
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/**
 * The document as one self-contained HTML page: routes grouped by area, each with its method,
 * path, who may call it, its parameters and its schemas. No script, nothing fetched, so it
 * works offline and under the API's Content-Security-Policy.
 */
export function renderApiReference(document: OpenApiDocument): string {
  const operations = operationsOf(document);
  const tagOrder = (document.tags ?? []).map((tag) => tag.name);
  const areas = [
    ...new Set([...tagOrder, ...operations.map(({ operation }) => operation.tags?.[0] ?? 'other')]),
  ];
  const groups = areas
    .map((area) => ({
      area,
      operations: operations.filter(({ operation }) => (operation.tags?.[0] ?? 'other') === area),
    }))
    .filter((group) => group.operations.length > 0);
  const title = `${document.info.title} ${document.info.version}`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}: reference</title><style>${REFERENCE_STYLES}</style></head><body>`,
    `<header><h1>${escapeHtml(title)}</h1>`,
    document.info.description
      ? `<p class="muted">${markdownHtml(document.info.description)}</p>`
      : '',
    `<p class="muted">${operations.length} routes. The machine-readable document: ` +
      '<a href="/api/openapi.json">/api/openapi.json</a>.</p>',
    '<nav><ul>',
    ...groups.map(
      ({ area, operations: list }) =>
        `<li><a href="#area-${escapeHtml(slug(area))}">${escapeHtml(area)}</a> ` +
        `<span class="muted">(${list.length})</span></li>`,
    ),
    '</ul></nav></header><main>',
    ...groups.map(
      ({ area, operations: list }) =>
        `<h2 id="area-${escapeHtml(slug(area))}">${escapeHtml(area)}</h2>` +
        list.map(renderOperation).join(''),
    ),
    '</main></body></html>',
  ].join('\n');
}
