import { randomBytes } from "node:crypto";
import fs, { type FileHandle } from "node:fs/promises";
import path from "node:path";
import { config } from "~/shared/config.server";
import { s3Storage } from "./s3.server";
import { assertSafeKey, type Storage, StorageError } from "./storage";

export { assertSafeKey, type Storage, StorageError, STORAGE_MESSAGES } from "./storage";

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
    async size(key) {
      try {
        return (await fs.stat(file(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async getRange(key, start, end) {
      let handle: FileHandle;
      try {
        handle = await fs.open(file(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      try {
        const body = Buffer.alloc(Math.max(0, end - start + 1));
        const { bytesRead } = await handle.read(body, 0, body.length, start);
        return body.subarray(0, bytesRead);
      } finally {
        await handle.close();
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
    async list(prefix) {
      const folder = file(prefix.replace(/\/+$/, ""));
      let names: string[];
      try {
        names = await fs.readdir(folder, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const keys = names.map((name) => path.relative(root, path.join(folder, name)).split(path.sep).join("/"));
      // Folders, and the temporary files of writes under way, are not stored objects.
      const files = await Promise.all(
        keys.map(async (key) => !key.endsWith(".tmp") && (await fs.stat(path.join(root, key))).isFile()),
      );
      return keys.filter((_, i) => files[i]);
    },
    url: (key) => `/media/${key}`,
    async ping() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
      } catch (error) {
        throw new StorageError(`uploads folder ${root} unusable: ${(error as Error).message}`);
      }
    },
  };
}

export function uploadsDir(): string {
  return path.resolve(config().DATA_DIR, "uploads");
}

let current: Storage | undefined;

export function storage(): Storage {
  if (!current) {
    const settings = config();
    current =
      settings.STORAGE === "s3"
        ? s3Storage({
            // The configuration requires all five when STORAGE=s3.
            endpoint: settings.S3_ENDPOINT!,
            bucket: settings.S3_BUCKET!,
            region: settings.S3_REGION!,
            accessKeyId: settings.S3_ACCESS_KEY_ID!,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
          })
        : localStorage(uploadsDir());
  }
  return current;
}

export function setStorage(next: Storage | undefined): void {
  current = next;
}
