import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "~/shared/config.server";

/** Where uploaded and generated media live. Keys are relative paths like "profiles/ab/cd.jpg". */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === ".." || part === "")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Files under DATA_DIR/uploads, served by the app at /media/. */
export function localStorage(root: string): Storage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // A unique temporary name: two uploads of the same picture may write the same key at once.
      const temp = `${target}.${process.pid}-${randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(temp, body);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await fs.access(file(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}

export function uploadsDir(): string {
  return path.resolve(config().DATA_DIR, "uploads");
}

let current: Storage | undefined;

export function storage(): Storage {
  if (!current) {
    if (config().STORAGE === "s3") {
      // The S3 client arrives with the first upload feature; refuse loudly rather than write locally.
      throw new Error("STORAGE=s3 is not available in this version; use STORAGE=local.");
    }
    current = localStorage(uploadsDir());
  }
  return current;
}

export function setStorage(next: Storage | undefined): void {
  current = next;
}
