/** The store's contents as the operator would list them (ListObjectsV2 through the AWS SDK). */
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { type LocalS3, S3_KEY } from "../../../scripts/cluster/processes";

export async function bucketKeys(s3: LocalS3): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: "sa-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY.id, secretAccessKey: S3_KEY.secret },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys.sort();
}

/** A small real JPEG photo (a gradient), as a phone would send. */
export async function photo(seed: number): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i * seed) % 256;
    pixels[i * 3 + 1] = (i >> 8) % 256;
    pixels[i * 3 + 2] = seed % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
