import type { z } from "zod";
import type { ApiOperation } from "./api-contract";

/**
 * The browser's client of the /api/ catalogue, typed by the calls' contracts (`*.contract.ts`):
 * the request from the contract's request schemas (what the caller sends, `z.input`), the answer
 * from its success response (what the server writes, `z.output`), a refusal as `{ ok: false,
 * status, message }` with the server's pt-BR message. Answers are not validated again here: the
 * API tests check every real answer against the contracts, and a strict re-check in the browser
 * would turn a field added by a newer server into a failure after the money had moved.
 *
 * Nothing but types is imported, and screens import the contracts as types only (`import type`):
 * `callApi` takes the call's method and path, checked against the contract's type, so neither Zod
 * nor a contract is in a screen's first load (decision 061); the public pages' enhancement scripts
 * use `postApi`, about a hundred bytes.
 */

/** What the client says when the server gave no usable answer (pt-BR, ready to show). */
export const API_CLIENT_MESSAGES = {
  network: "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.",
  unexpected: "Não foi possível concluir. Tente novamente em alguns instantes.",
} as const;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;

type Schema<Op extends ApiOperation, Key extends "params" | "query" | "body"> = [Op["request"]] extends [
  { [K in Key]: infer S extends z.ZodType },
]
  ? S
  : undefined;

/** `{ key: value }`, optional when every field of the value is; `{ key?: never }` when the call takes none. */
type Part<Key extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** The statuses a call answers with success, as its contract lists them. */
export type ApiSuccessStatus<Op extends ApiOperation> = Extract<keyof Op["responses"], SuccessStatus>;

/** What the call's path parameters, query and JSON body are (uploads go through forms, not this client). */
export type ApiRequest<Op extends ApiOperation> = [Op["request"]] extends [{ multipart: z.ZodType }]
  ? never
  : Part<"params", Schema<Op, "params">> & Part<"query", Schema<Op, "query">> & Part<"body", Schema<Op, "body">>;

export type ApiParams<Op extends ApiOperation> = z.input<Extract<Schema<Op, "params">, z.ZodType>>;
export type ApiBody<Op extends ApiOperation> = z.input<Extract<Schema<Op, "body">, z.ZodType>>;

/** The JSON bodies the call answers with these statuses, as the server writes them. */
type BodiesOf<
  Op extends ApiOperation,
  Status extends keyof Op["responses"],
> = Op["responses"][Status] extends infer Spec
  ? Spec extends { schema: infer S extends z.ZodType }
    ? z.output<S>
    : never
  : never;

/** The JSON the server answers on success, as its contract describes it. */
export type ApiAnswer<Op extends ApiOperation> = BodiesOf<Op, ApiSuccessStatus<Op>>;

/** A refusal (or no answer at all: `status` 0), with a pt-BR message to show. */
export interface ApiFailure {
  ok: false;
  /** The HTTP status; 0 when no answer arrived (network failure, aborted). */
  status: number;
  message: string;
  /** Field path → pt-BR message, for invalid input. */
  fields?: Readonly<Record<string, string>>;
}

export type ApiResult<Op extends ApiOperation> =
  { ok: true; status: ApiSuccessStatus<Op>; data: ApiAnswer<Op> } | ApiFailure;

/** The request argument, optional when nothing in it is required. */
type RequestArgs<Op extends ApiOperation> =
  object extends ApiRequest<Op>
    ? [request?: ApiRequest<Op>, options?: ApiCallOptions]
    : [request: ApiRequest<Op>, options?: ApiCallOptions];

/** Which call: the contract's method and path (the contract object itself also fits). */
export interface ApiCall<Op extends ApiOperation> {
  method: Op["method"];
  path: Op["path"];
}

export interface ApiCallOptions {
  signal?: AbortSignal;
}

/**
 * The operation's path (`/api/x/{id}`) with each `{name}` replaced by its parameter,
 * percent-encoded (a `/`, `?` or `#` inside a value stays inside its segment): `apiPath(op, {
 * id })`, or `apiPath<typeof op>("/api/x/{id}", { id })` where the contract is a type only. An
 * empty value, `.` or `..` would address another call (URLs resolve dot segments away): refused
 * with a TypeError.
 */
export function apiPath<Op extends ApiOperation>(operation: Op | Op["path"], params?: ApiParams<Op>): string {
  const path: string = typeof operation === "string" ? operation : operation.path;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String((params as Record<string, unknown> | undefined)?.[name] ?? "");
    if (/^\.{0,2}$/.test(value)) throw new TypeError(`Invalid path parameter ${name}: "${value}"`);
    return encodeURIComponent(value);
  });
}

/** The path with its parameters, then the query string of the defined values (none: no `?`). */
export function apiUrl(path: string, params?: object, query?: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const url = apiPath(path, params as never);
  const queryString = search.toString();
  return queryString ? `${url}?${queryString}` : url;
}

/** The answer read as JSON: a success (2xx, and not `success: false`), or the server's refusal. */
async function resultOf(response: Response): Promise<ApiResult<ApiOperation>> {
  const body: unknown = await response.json().catch(() => undefined);
  const answer =
    body && typeof body === "object" ? (body as { success?: unknown; message?: unknown; fields?: unknown }) : undefined;
  if (response.ok && answer && answer.success !== false) {
    return { ok: true, status: response.status as ApiSuccessStatus<ApiOperation>, data: answer };
  }
  return {
    ok: false,
    status: response.status,
    message: typeof answer?.message === "string" && answer.message ? answer.message : API_CLIENT_MESSAGES.unexpected,
    ...(answer?.fields && typeof answer.fields === "object" ? { fields: answer.fields as Record<string, string> } : {}),
  };
}

/**
 * Calls one /api/ operation: `callApi<typeof initiatePayment>({ method: "post", path:
 * "/api/payment/initiatePayment" }, { body })`, the contract imported as a type only; the compiler
 * checks the method and path against it (the contract object itself is accepted too). Its path's
 * parameters are filled in. Never throws: a refusal, a network failure or an unreadable answer is
 * `{ ok: false, status, message }`.
 */
export async function callApi<Op extends ApiOperation>(
  operation: Op | ApiCall<Op>,
  ...[request, options]: RequestArgs<Op>
): Promise<ApiResult<Op>> {
  const { params, query, body } = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  let url: string;
  try {
    url = apiUrl(operation.path, params, query);
  } catch {
    return { ok: false, status: 0, message: API_CLIENT_MESSAGES.unexpected };
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method.toUpperCase(),
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options?.signal,
    });
  } catch {
    // Offline, refused, aborted: no answer to read.
    return { ok: false, status: 0, message: API_CLIENT_MESSAGES.network };
  }
  return (await resultOf(response)) as ApiResult<Op>;
}

/** Every JSON body the contract documents for the call: its success answer, or an error. */
export type ApiReplyBody<Op extends ApiOperation> = BodiesOf<Op, keyof Op["responses"]>;

/** A `fetch` response whose `json()` is typed by the call's contract (narrow on `success`). */
export interface ApiResponse<Op extends ApiOperation> extends Response {
  json(): Promise<ApiReplyBody<Op>>;
}

/**
 * For the public pages' enhancement scripts, inlined under a tight budget: POSTs a JSON body to
 * a call whose contract is imported as a type only, so neither Zod nor the client above is
 * bundled: `postApi<typeof attendProfile>("/api/event/attendProfile", body)`. The path must be the
 * contract's (the compiler checks it), the body its request; `json()` is typed by its answers.
 * Rejects like `fetch` when no answer arrives.
 */
export const postApi = <Op extends ApiOperation & { method: "post" }>(
  path: Op["path"],
  body: ApiBody<Op>,
): Promise<ApiResponse<Op>> =>
  fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
