import { z } from "zod";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/shared/auth/session-cookie-names";
import { type ApiOperation, componentName } from "./api-contract";

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** The session cookie (`accounts/session-cookie.server.ts`), set by login and registration. */
const SESSION_SCHEME = "sessionCookie";

const DESCRIPTION = [
  "The JSON API of the memorial site, for funeral-home partners who integrate.",
  "Every answer is JSON with `success`; errors are `{ success: false, message, fields? }` with a pt-BR",
  "message ready to show. Calls that change state refuse cross-site browser requests (403). An",
  "address no call answers gives 404. Answers are never cached (`Cache-Control: no-store`).",
].join(" ");

/** Converts the contracts' Zod schemas, collecting named ones into `components.schemas`. */
class SchemaConverter {
  readonly schemas: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const result = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      override: (ctx) => {
        const json = ctx.jsonSchema as JsonSchema;
        // `format` says it; Zod's long regular expression for it would only add noise.
        if (json.format === "date-time" || json.format === "date") delete json.pattern;
        const id = componentName(ctx.zodSchema);
        if (!id) return;
        const body = structuredClone(json);
        const known = this.schemas[id];
        if (known && JSON.stringify(known) !== JSON.stringify(body)) {
          throw new Error(`Two different schemas are named ${id} in the API contracts`);
        }
        this.schemas[id] = body;
        for (const key of Object.keys(json)) delete json[key];
        json.$ref = `#/components/schemas/${id}`;
      },
    }) as JsonSchema;
    delete result.$schema;
    return result;
  }
}

function parameters(op: ApiOperation, converter: SchemaConverter): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, object] of [
    ["path", op.request?.params],
    ["query", op.request?.query],
  ] as const) {
    if (!object) continue;
    const json = converter.convert(object, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      const { description, ...rest } = schema;
      list.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        schema: rest,
        ...(typeof description === "string" && { description }),
      });
    }
  }
  return list;
}

function operationObject(op: ApiOperation, converter: SchemaConverter): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, spec] of Object.entries(op.responses)) {
    responses[status] = {
      description: spec.description,
      ...((status === "429" || status === "503") && { headers: { "Retry-After": { schema: { type: "integer" } } } }),
      content: { "application/json": { schema: converter.convert(spec.schema, "output") } },
    };
  }
  const params = parameters(op, converter);
  return {
    operationId: `${op.method}${op.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ""))}`,
    summary: op.summary,
    ...(op.description && { description: op.description }),
    tags: [...op.tags],
    ...(params.length > 0 && { parameters: params }),
    ...(op.request?.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: converter.convert(op.request.body, "input") } },
      },
    }),
    ...(op.request?.multipart && {
      requestBody: {
        required: true,
        content: { "multipart/form-data": { schema: converter.convert(op.request.multipart, "input") } },
      },
    }),
    responses,
    // Optional session: anonymous callers are answered too (the empty requirement).
    ...(op.session === "required" && { security: [{ [SESSION_SCHEME]: [] }] }),
    ...(op.session === "optional" && { security: [{}, { [SESSION_SCHEME]: [] }] }),
  };
}

/** The OpenAPI 3.1 description of the calls, generated from their contracts. */
export function openApiDocument(operations: readonly ApiOperation[], version = "1.0.0"): OpenApiDocument {
  const converter = new SchemaConverter();
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is described twice`);
    item[op.method] = operationObject(op, converter);
    for (const tag of op.tags) tags.add(tag);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Memorial API", version, description: DESCRIPTION },
    servers: [{ url: "/" }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: converter.schemas,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: SECURE_SESSION_COOKIE,
          description: `The HttpOnly session cookie set by login and registration (\`${SESSION_COOKIE}\` over plain HTTP).`,
        },
      },
    },
  };
}
