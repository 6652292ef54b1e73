import { describe, expect, it } from "vitest";
import { amzDate, EMPTY_PAYLOAD_HASH, signRequest } from "./sigv4.server";

const EXAMPLE = {
  region: "us-east-1",
  service: "s3",
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};

describe("signRequest", () => {
  it("matches AWS's published example (GET /test.txt with a Range header)", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      EXAMPLE,
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers).toEqual({
      range: "bytes=0-9",
      "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-amz-date": "20130524T000000Z",
      authorization:
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    });
  });

  it("signs something else for any other request, key or moment", () => {
    const base = {
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      payloadHash: EMPTY_PAYLOAD_HASH,
    };
    const at = new Date("2013-05-24T00:00:00Z");
    const signature = (request = base, credentials = EXAMPLE, now = at) =>
      signRequest(request, credentials, now).authorization!.split("Signature=")[1];
    const reference = signature();
    expect(signature({ ...base, method: "DELETE" })).not.toBe(reference);
    expect(signature({ ...base, url: new URL("https://examplebucket.s3.amazonaws.com/test.txt?x=1") })).not.toBe(
      reference,
    );
    expect(signature(base, { ...EXAMPLE, secretAccessKey: "outra" })).not.toBe(reference);
    expect(signature(base, EXAMPLE, new Date("2013-05-24T00:00:01Z"))).not.toBe(reference);
    expect(amzDate(new Date("2026-11-23T03:04:05.678Z"))).toBe("20261123T030405Z");
  });
});
