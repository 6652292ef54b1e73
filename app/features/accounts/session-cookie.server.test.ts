import { describe, expect, it } from "vitest";
import { clearSessionCookieHeaders, readSessionToken, sessionCookieHeader } from "./session-cookie.server";

const token = "abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE";

describe("readSessionToken", () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ["", undefined],
    [`memorial_session=${token}`, token],
    [`other=1; memorial_session=${token}; x=y`, token],
    [`__Host-memorial_session=${token}`, token],
    [`memorial_session=old_value_of_twenty_chars; __Host-memorial_session=${token}`, token],
    [`memorial_session="${token}"`, token],
    ["memorial_session=short", undefined],
    ["memorial_session=not a token at all!!", undefined],
    [`xmemorial_session=${token}`, undefined],
  ])("reads %j as %j", (header, expected) => {
    expect(readSessionToken(header)).toBe(expected);
  });
});

describe("sessionCookieHeader", () => {
  const expires = new Date("2030-01-02T03:04:05Z");

  it("sets an HttpOnly, SameSite=Lax cookie for the whole site over HTTP", () => {
    const header = sessionCookieHeader(token, expires, false);
    expect(header).toBe(
      `memorial_session=${token}; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT; HttpOnly; SameSite=Lax`,
    );
  });

  it("uses the __Host- prefix and Secure over HTTPS", () => {
    const header = sessionCookieHeader(token, expires, true);
    expect(header).toMatch(/^__Host-memorial_session=/);
    expect(header).toMatch(/; Secure$/);
    expect(header).not.toMatch(/Domain=/i);
    expect(readSessionToken(header.split(";")[0])).toBe(token);
  });
});

describe("clearSessionCookieHeaders", () => {
  it.each([false, true])("expires both cookie names (secure: %s)", (secure) => {
    const headers = clearSessionCookieHeaders(secure);
    expect(headers).toHaveLength(2);
    expect(headers[0]).toMatch(/^__Host-memorial_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0/);
    expect(headers[0]).toMatch(/; Secure$/);
    expect(headers[1]).toMatch(/^memorial_session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(headers[1]!.endsWith("; Secure")).toBe(secure);
  });
});
