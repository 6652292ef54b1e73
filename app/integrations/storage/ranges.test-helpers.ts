import { expect } from "vitest";

/** 1000 bytes that differ from their neighbours, so a wrong offset shows. */
export const RANGED_BODY = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));

/**
 * What a video player asks of /media: a range from the start, one in the middle, the last bytes,
 * and a range past the end; `address` serves RANGED_BODY.
 */
export async function expectRangeAnswers(address: string): Promise<void> {
  const ranged = async (range: string) => {
    const res = await fetch(address, { headers: { Range: range } });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };
  const first = await ranged("bytes=0-");
  expect(first.res.status).toBe(206);
  expect(first.res.headers.get("accept-ranges")).toBe("bytes");
  expect(first.res.headers.get("content-range")).toBe("bytes 0-999/1000");
  expect(first.body).toEqual(RANGED_BODY);

  const middle = await ranged("bytes=100-199");
  expect(middle.res.status).toBe(206);
  expect(middle.res.headers.get("content-range")).toBe("bytes 100-199/1000");
  expect(middle.res.headers.get("content-length")).toBe("100");
  expect(middle.body).toEqual(RANGED_BODY.subarray(100, 200));

  const last = await ranged("bytes=-10");
  expect(last.res.status).toBe(206);
  expect(last.res.headers.get("content-range")).toBe("bytes 990-999/1000");
  expect(last.body).toEqual(RANGED_BODY.subarray(990));

  const past = await ranged("bytes=5000-6000");
  expect(past.res.status).toBe(416);
  expect(past.res.headers.get("content-range")).toBe("bytes */1000");

  const whole = await fetch(address);
  expect(whole.status).toBe(200);
  expect(whole.headers.get("accept-ranges")).toBe("bytes");
  expect(Buffer.from(await whole.arrayBuffer())).toEqual(RANGED_BODY);
}
