import { z } from "zod";
import { UUID_PATTERN } from "~/shared/validation/uuid";

/**
 * The /api/ catalogue described as data: one `ApiOperation` per call, written in a
 * `<name>.contract.ts` beside its router. The OpenAPI document (`openapi.server.ts`) is generated
 * from these, and the API tests check every real answer against them (`tests/support/api.ts`).
 * Contracts hold Zod schemas and text only: no server code, so any side may import them.
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface ApiResponseSpec<S extends z.ZodType = z.ZodType> {
  description: string;
  schema: S;
}

export interface ApiOperation {
  method: HttpMethod;
  /** The path exactly as served, parameters in OpenAPI form: `/api/profile/searchProfiles/{term}`. */
  path: string;
  /** One English line. */
  summary: string;
  description?: string;
  /** The domain, one tag per router. */
  tags: readonly string[];
  /** "required": answers 401 without a session; "optional": the session changes the answer. */
  session?: "required" | "optional";
  /**
   * The account types the call is for (with `session: "required"`): any other signed-in type is
   * answered 403. Both are settled before the body is read (`sessionGate`).
   */
  roles?: readonly ("regular" | "partner" | "admin")[];
  /** The pt-BR 403 message for another account type (default: the generic permission message). */
  rolesMessage?: string;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
    /** A `multipart/form-data` body instead of JSON: its text fields, and file fields described as binary. */
    multipart?: z.ZodObject;
  };
  /** Every status the call answers, with its JSON body. */
  responses: Readonly<Record<number, ApiResponseSpec>>;
}

/** Named schemas become `components.schemas` entries of the document (and `$ref`s to them). */
const componentNames = new WeakMap<object, string>();

export function component<S extends z.ZodType>(id: string, schema: S): S {
  componentNames.set(schema, id);
  return schema;
}

/** The component name given to this schema, if any. */
export function componentName(schema: unknown): string | undefined {
  return schema && typeof schema === "object" ? componentNames.get(schema) : undefined;
}

/** Every error of the API: `{ success: false, message, fields? }` (see `apiErrorHandler`). */
export const apiErrorSchema = component(
  "ApiError",
  z
    .strictObject({
      success: z.literal(false),
      /** pt-BR, ready to show. */
      message: z.string(),
      /** Field path → pt-BR message, for validation errors. */
      fields: z.record(z.string(), z.string()).optional(),
    })
    .describe("An error: a pt-BR message to show, and per-field messages for invalid input."),
);

export const error = (description: string): ApiResponseSpec<typeof apiErrorSchema> => ({
  description,
  schema: apiErrorSchema,
});

export const ok = <S extends z.ZodType>(description: string, schema: S): ApiResponseSpec<S> => ({
  description,
  schema,
});

/** `{ success: true, ...shape }`, closed: a field the contract does not name is a mismatch. */
export const success = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ success: z.literal(true), ...shape });

/** A file field of a multipart body (an image, say), for the document. */
export const fileField = (description: string) =>
  z.string().meta({ format: "binary", contentMediaType: "application/octet-stream" }).describe(description);

/** The 400 of an id in a path that cannot be one (issue 20: malformed 400, unknown 404). */
export const MALFORMED_ID_MESSAGE = "Identificador inválido.";

/**
 * Path parameters that are ids (UUIDs): anything else is answered 400 with `MALFORMED_ID_MESSAGE`
 * before the call runs (`contractGate`); an id that is well formed but unknown is the call's 404.
 */
export const idParams = <K extends string>(...names: K[]) => idParamsWith(MALFORMED_ID_MESSAGE, ...names);

/** `idParams` with the call's own 400 message ('Identificador de perfil inválido.'). */
export const idParamsWith = <K extends string>(message: string, ...names: K[]) =>
  z.object(
    Object.fromEntries(
      names.map((name) => [name, z.string().regex(UUID_PATTERN, message).describe("An id (UUID).")]),
    ) as Record<K, z.ZodString>,
  );

/** Path parameters are strings as far as the router is concerned. */
export const pathParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);

const UNSAFE: ReadonlySet<HttpMethod> = new Set(["post", "put", "patch", "delete"]);

/**
 * A call, completed with the answers every call of the /api/ layer can give whatever it does:
 * 400 (an encoded NUL in the address, a malformed JSON body), 500, 503 (a dependency down), and for state-changing calls
 * 403 (a cross-site browser request) and 413 (a body over 100 kB). The call keeps its literal
 * type (method, path, schemas), so the browser's typed client (`api-client.ts`) reads its request
 * and answer types from it.
 */
export function operation<const Op extends ApiOperation>(op: Op): Op {
  const common: Record<number, ApiResponseSpec> = {
    400: error("The address or the body holds invalid characters or is not valid JSON."),
    500: error("Unexpected failure; the message carries a reference for support."),
    503: error(
      "A service it depends on (the media storage) is down; nothing was changed. Try again after Retry-After.",
    ),
  };
  if (UNSAFE.has(op.method)) {
    common[403] = error("A browser request sent from another site (CSRF guard).");
    common[413] = error("The body is larger than 100 kB.");
  }
  if (op.session === "required") common[401] = error("No valid session cookie.");
  return { ...op, responses: { ...common, ...op.responses } };
}

function templateRegExp(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (/^\{\w+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("/");
  // Like Express: case-insensitive, an optional trailing slash.
  return new RegExp(`^${source}/?$`, "i");
}

const literalSegments = (path: string) => path.split("/").filter((s) => s && !s.startsWith("{")).length;

/** The operation that answers `method` on `pathname` (raw, without the query), as Express routes it. */
export function matchOperation(
  operations: readonly ApiOperation[],
  method: string,
  pathname: string,
): ApiOperation | undefined {
  const verb = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  return operations
    .filter((op) => op.method === verb && templateRegExp(op.path).test(pathname))
    .sort((a, b) => literalSegments(b.path) - literalSegments(a.path))[0];
}

/**
 * Why this answer is not one the catalogue describes, or null when it is. An address no call
 * answers may only give the catch-all 404 (or the guards' 400/403 that run before routing).
 */
export function responseProblem(
  operations: readonly ApiOperation[],
  request: { method: string; url: string },
  status: number,
  body: unknown,
): string | null {
  const pathname = request.url.split("?")[0] ?? "";
  const op = matchOperation(operations, request.method, pathname);
  const where = `${request.method} ${pathname}`;
  if (!op) {
    if ([400, 403, 404, 413].includes(status) && apiErrorSchema.safeParse(body).success) return null;
    return `${where}: no operation describes this address (answered ${status})`;
  }
  const spec = op.responses[status];
  if (!spec) return `${where}: status ${status} is not documented for ${op.method.toUpperCase()} ${op.path}`;
  const result = spec.schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  return `${where}: the ${status} body does not match ${op.method.toUpperCase()} ${op.path}: ${issues.join("; ")}`;
}

/** An instant as the API writes it (`Date.toISOString()`). */
export const isoDateTime = () => z.iso.datetime({ offset: true });

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = () => z.iso.date();
