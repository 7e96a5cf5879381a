import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { JsonSchema } from './schema-values.ts';

/** One operation of the OpenAPI description, as the fuzz suite needs it. */
export interface Operation {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path as documented, with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'multipart' } | null;
  isPublic: boolean;
  /** Documented statuses, and for JSON answers the validator of the documented body. */
  responses: Map<number, ValidateFunction | null>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of the description, each with validators for its documented answers. */
export function operationsOf(doc: OpenAPIV3_1.Document): Operation[] {
  const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false });
  addFormats(ajv);
  const components = { schemas: doc.components?.schemas ?? {} };
  const compile = (schema: object) => ajv.compile({ ...schema, components });
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const parameter = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: (p.schema ?? {}) as JsonSchema }));
      const content = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {};
      const jsonBody = content['application/json']?.schema;
      const body: Operation['body'] = content['multipart/form-data']
        ? { kind: 'multipart' }
        : jsonBody
          ? { kind: 'json', schema: jsonBody as JsonSchema }
          : null;
      const responses = new Map<number, ValidateFunction | null>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = (response as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema;
        responses.set(Number(status), schema ? compile(schema) : null);
      }
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameter('path'),
        queryParams: parameter('query'),
        body,
        isPublic: operation.security?.length === 0,
        responses,
      });
    }
  }
  return operations;
}
