import type { FastifySchema, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PERMISSIONS } from './auth/permissions.ts';
import { isRateLimited } from './public-rate-limit.ts';

type SchemaObject = OpenAPIV3_1.SchemaObject;

/** A refusal in the platform's envelope: the first message, and per-field messages when fields were at fault. */
const failureEnvelope: SchemaObject = {
  type: 'object',
  required: ['success', 'message', 'extraData'],
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    extraData: { type: 'null' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    Code: { type: 'integer' },
    Message: { type: 'string' },
  },
};

/** A sign-in failure in the legacy body the client acts on: `Code` 3002 refreshes the token, any other signs out. */
const authFailure: SchemaObject = {
  ...failureEnvelope,
  required: ['success', 'Code', 'Message', 'message', 'extraData'],
  properties: { ...failureEnvelope.properties, Code: { type: 'integer', enum: [401, 3002] } },
};

/** Named components of the description: each refusal refers to one of them instead of repeating it. */
export const FAILURE_SCHEMAS = { Failure: failureEnvelope, AuthFailure: authFailure };

const answer = (description: string, component: keyof typeof FAILURE_SCHEMAS) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } },
});

const STATUSES = {
  400: answer('输入有误：message 为第一条提示，errors 按字段给出各自的提示', 'Failure'),
  401: answer('未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试）', 'AuthFailure'),
  403: answer('没有权限（Code 403），或须先修改初始密码', 'Failure'),
  404: answer('所指的记录不存在', 'Failure'),
  409: answer('记录的状态已变化，操作不再适用', 'Failure'),
  412: answer('所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更', 'Failure'),
  413: answer('请求体或上传的文件过大', 'Failure'),
  429: answer('同一地址访问公开接口过于频繁，请稍后再试', 'Failure'),
};

/** A multipart form as documented: named text fields and files (each route's summary names its fields). */
const multipartForm = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'string', format: 'binary' }] },
};

/** Whether the operation's input names a record: a path parameter, or an `id`-like query or body field. */
function namesRecord(schema: FastifySchema, url: string): boolean {
  if (url.includes(':')) return true;
  const fields = [schema.querystring, schema.body].flatMap((part) =>
    part && typeof part === 'object' && 'properties' in part ? Object.keys(part.properties as object) : [],
  );
  return fields.some((name) => /(^id|Id|ids)$/.test(name));
}

/**
 * The statuses every operation may answer besides its own, from one rule rather than route by
 * route (docs/api-conventions.md): 400 for any input; 401 and 403 unless public; 429 when public
 * and rate limited; 404 when the
 * input names a record; writes may also meet a record gone or moved on (404, 409), a record
 * changed since the revision the caller sent (412, signed-in writes) and a body that is too large (413). Public operations need no token (`security: []`); multipart operations
 * document their form.
 */
export function withDocumentedStatuses(
  schema: FastifySchema,
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): FastifySchema {
  const methods = [route.method].flat();
  const isWrite = methods.some((method) => method !== 'GET' && method !== 'HEAD');
  const isPublic = (route.config as { permission?: string } | undefined)?.permission === PERMISSIONS.public;
  const limited = isPublic && isRateLimited(route.config);
  const codes: (keyof typeof STATUSES)[] = [400];
  if (!isPublic) codes.push(401, 403);
  if (isWrite || namesRecord(schema, route.url)) codes.push(404);
  if (isWrite) codes.push(409, 413);
  if (isWrite && !isPublic) codes.push(412);
  if (limited) codes.push(429);
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  // A route that declares no success answer still has one; without it the refusals would hide it.
  if (!Object.keys(response).some((code) => /^[23]/.test(code))) response[200] = { description: '成功' };
  for (const code of codes) response[code] ??= STATUSES[code];
  const multipart = schema.consumes?.includes('multipart/form-data') && schema.body === undefined;
  return {
    ...schema,
    response,
    ...(multipart ? { body: multipartForm } : {}),
    ...(isPublic ? { security: [] } : {}),
  };
}
