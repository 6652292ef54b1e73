/** Typed errors thrown by services; the API and pages map them to status codes and pt-BR text. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Refused input. `fields` maps a field path (`cellphone`, `contacts.0.email`) to its pt-BR message,
 * so a form shows each message beside its field without comparing message strings.
 */
export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 400, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Você precisa entrar na sua conta para continuar.") {
    super(message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Você não tem permissão para fazer isso.") {
    super(message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Não encontrado.") {
    super(message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 409, fields);
  }
}

/** A body larger than the call accepts (an upload over its size limit). */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(message, 413);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = "Muitas tentativas. Aguarde um pouco e tente novamente.",
    /** Seconds until the limit lets the caller in again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 429);
  }
}

/**
 * The bot check must be passed before the request is considered (many failures on one account):
 * the caller sends a captcha token in `captchaToken` and tries again.
 */
export class CaptchaRequiredError extends AppError {
  constructor(message: string) {
    super(message, 401, { captchaToken: message });
  }
}

export const UNAVAILABLE_MESSAGE = "Este serviço está indisponível no momento. Tente novamente em alguns minutos.";

/**
 * A dependency (the media storage…) failed: the request may succeed later, and nothing was left
 * half-done. Its `message` is technical, for the logs; the caller gets `userMessage` with 503 and
 * Retry-After (decision 036).
 */
export class UnavailableError extends Error {
  constructor(
    detail: string,
    readonly userMessage: string = UNAVAILABLE_MESSAGE,
    readonly retryAfterSeconds = 60,
    options?: ErrorOptions,
  ) {
    super(detail, options);
    this.name = new.target.name;
  }
}

/** The Retry-After header for a 429 that knows when its window closes, or a 503. */
export function retryAfterHeaders(error: unknown): Record<string, string> {
  return (error instanceof TooManyRequestsError || error instanceof UnavailableError) && error.retryAfterSeconds
    ? { "Retry-After": String(error.retryAfterSeconds) }
    : {};
}

/** How either edge answers a typed error: the status, the pt-BR message, field messages, headers. */
export interface ErrorAnswer {
  status: number;
  message: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
}

/** The one mapping from a typed error to its answer; undefined for an unexpected error (a 500). */
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof UnavailableError) {
    return { status: 503, message: error.userMessage, fields: {}, headers: retryAfterHeaders(error) };
  }
  if (!(error instanceof AppError)) return undefined;
  return {
    status: error.status,
    message: error.message,
    fields: { ...error.fields },
    headers: retryAfterHeaders(error),
  };
}
