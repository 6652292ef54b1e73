import { UnavailableError } from "~/shared/http/errors";

export const STORAGE_MESSAGES = {
  unavailable: "O armazenamento de arquivos está indisponível no momento. Tente novamente em alguns minutos.",
} as const;

/**
 * The store failed (unreachable, too slow, refused): its message says what failed, for the logs;
 * a caller gets 503 with Retry-After and the pt-BR message.
 */
export class StorageError extends UnavailableError {
  constructor(detail: string, options?: ErrorOptions) {
    super(detail, STORAGE_MESSAGES.unavailable, 60, options);
  }
}

/** Where uploaded and generated media live. Keys are relative paths like "profiles/ab/cd.jpg". */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** The object's length in bytes, undefined when there is none (for answering range requests). */
  size(key: string): Promise<number | undefined>;
  /** Bytes `start` to `end` (inclusive) of the object, undefined when there is none. */
  getRange(key: string, start: number, end: number): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (a folder such as "gallery/"), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** The URL a browser loads the object from; never touches the store. */
  url(key: string): string;
  /** A cheap round trip that rejects (a StorageError) when the store cannot be used now. */
  ping(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * Keys under this prefix are stored like any other but never served at /media (a family's raw
 * upload before its job checks it, an order's print file): only the code that wrote them reads them.
 */
export const PRIVATE_PREFIX = "private/";

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === ".." || part === "")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
