/** Where uploaded and generated media live. Keys are relative paths like "profiles/ab/cd.jpg". */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
  /** Whether the store answers and may be written (readiness, /readyz); throws when it does not. */
  ping?(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === ".." || part === "")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
