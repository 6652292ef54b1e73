import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attemptVerdict } from "./attempt-limit";
import { ACCOUNT_FAILURE_LIMIT, ATTEMPT_WINDOW_MS, MEMORIAL_FAILURE_LIMIT } from "./claims.constants";

const NOW = new Date("2026-11-27T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("the attempt limit (decision 057)", () => {
  it("allows the fifth wrong try of an account and refuses the sixth until the first leaves the window", () => {
    const four = [1, 2, 3, 4].map((h) => ago(h * 3_600_000));
    expect(attemptVerdict({ accountFailures: four, memorialFailures: four, now: NOW })).toEqual({ allowed: true });
    const five = [...four, ago(5 * 3_600_000)];
    expect(attemptVerdict({ accountFailures: five, memorialFailures: five, now: NOW })).toEqual({
      allowed: false,
      retryAt: new Date(ago(5 * 3_600_000).getTime() + ATTEMPT_WINDOW_MS),
    });
  });

  it("ignores failures older than the window", () => {
    const old = Array.from({ length: 30 }, (_, i) => ago(ATTEMPT_WINDOW_MS + i * 1000));
    expect(attemptVerdict({ accountFailures: old, memorialFailures: old, now: NOW })).toEqual({ allowed: true });
  });

  it("property: allowed exactly when both in-window counts are under their limits; a refusal's moment frees a try", () => {
    const failures = fc.array(fc.integer({ min: 0, max: 2 * ATTEMPT_WINDOW_MS }).map(ago), { maxLength: 30 });
    fc.assert(
      fc.property(failures, failures, (account, others) => {
        const memorial = [...account, ...others];
        const inWindow = (list: Date[]) => list.filter((at) => at.getTime() > NOW.getTime() - ATTEMPT_WINDOW_MS).length;
        const verdict = attemptVerdict({ accountFailures: account, memorialFailures: memorial, now: NOW });
        const under = inWindow(account) < ACCOUNT_FAILURE_LIMIT && inWindow(memorial) < MEMORIAL_FAILURE_LIMIT;
        expect(verdict.allowed).toBe(under);
        if (!verdict.allowed) {
          expect(verdict.retryAt.getTime()).toBeGreaterThan(NOW.getTime());
          const justBefore = new Date(verdict.retryAt.getTime() - 1);
          expect(
            attemptVerdict({ accountFailures: account, memorialFailures: memorial, now: justBefore }).allowed,
          ).toBe(false);
          expect(
            attemptVerdict({ accountFailures: account, memorialFailures: memorial, now: verdict.retryAt }).allowed,
          ).toBe(true);
        }
      }),
    );
  });
});
