import { z } from 'zod';
import { apiErrorSchema } from '../schemas/common/common';
import type { ApiRoute } from './routes/define';

/**
 * The API table as an OpenAPI 3.1 document, for the stations' own scripts and integrators: each route's method
 * and path, who may call it, its parameters, body and answer, each schema written by zod's own JSON Schema
 * generator (draft 2020-12, the dialect OpenAPI 3.1 uses) from the schemas both ends parse with. Nothing here is
 * written by hand but the assembly; a route added to the table appears in the document.
 */

type JsonSchema = Record<string, unknown>;

const COMPONENT_ERROR = '#/components/schemas/ApiError';

// Transforms, dates and refinements have no JSON Schema: they are written as what they accept ({}), not refused.
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

interface ObjectSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as ObjectSchema;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

function requestBody(route: ApiRoute): JsonSchema | undefined {
  if (route.body)
    return { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
  if (route.upload)
    return {
      required: true,
      description: 'Formulario multipart: los archivos y estos campos de texto.',
      content: { 'multipart/form-data': { schema: jsonSchema(route.upload, 'input') } },
    };
  return undefined;
}

function answer(route: ApiRoute): JsonSchema {
  if (route.response === 'empty') return { description: 'Hecho, sin cuerpo.' };
  if (route.response === 'file') return { description: 'Un archivo, un feed, una página o un flujo de eventos.' };
  return {
    description: 'Respuesta.',
    content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
  };
}

function operation(name: string, route: ApiRoute): JsonSchema {
  const body = requestBody(route);
  return {
    operationId: name,
    tags: [name.split('.')[0]],
    ...(route.access === 'public' ? {} : { security: [{ session: [] }] }),
    ...(route.access === 'admin' ? { description: 'Solo administradores.' } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '2XX': answer(route),
      default: {
        description: 'Petición rechazada: un código estable, el mensaje en castellano y el campo, si lo hay.',
        content: { 'application/json': { schema: { $ref: COMPONENT_ERROR } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of `routes` (the API table), served below `serverUrl`. */
export function openApiDocument(
  routes: Readonly<Record<string, ApiRoute>>,
  options: { title: string; version: string; serverUrl: string; sessionCookie: string },
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, route] of Object.entries(routes)) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(name, route);
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie } },
    },
  };
}
