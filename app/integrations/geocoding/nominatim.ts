import type { VisitorLocation } from "~/shared/visitor";
import { logger } from "~/shared/logger.server";
import { memoryRateGate, type RateGate } from "~/shared/rate-slots.server";
import { isUf, ufFromStateName } from "~/shared/validation/uf";
import type { Geocoder } from "./provider";

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface NominatimOptions {
  /** Identifies the application, as the usage policy requires: `${SITE_NAME} (${CONTACT_EMAIL})`. */
  userAgent: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Minimum time between two requests (policy: at most one per second). */
  minIntervalMs?: number;
  timeoutMs?: number;
  cacheSize?: number;
  /** Requests waiting for their turn beyond this are answered null at once instead of piling up. */
  maxQueue?: number;
  clock?: Clock;
  /**
   * Where turns are reserved: this process's memory unless told; the database's (shared by every
   * process, decision 036) in the running product (geocoder.ts).
   */
  gate?: RateGate;
}

interface NominatimAddress {
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  state?: string;
  country?: string;
  country_code?: string;
  "ISO3166-2-lvl4"?: string;
}

/** Nominatim's answer to our visitor-location shape; null outside Brazil or without a state. */
export function nominatimToLocation(body: unknown): VisitorLocation | null {
  const address = (body as { address?: NominatimAddress } | null)?.address;
  if (!address || typeof address !== "object") return null;
  if (address.country_code && address.country_code.toLowerCase() !== "br") return null;
  const iso = /^BR-([A-Z]{2})$/.exec(address["ISO3166-2-lvl4"] ?? "")?.[1];
  const state = iso && isUf(iso) ? iso : ufFromStateName(address.state);
  if (!state) return null;
  const city = address.city ?? address.town ?? address.village ?? address.municipality ?? "";
  return { city: city.trim().slice(0, 100), state, country: address.country?.trim() || "Brasil" };
}

type Outcome = { ok: true; value: VisitorLocation | null } | { ok: false };

/**
 * Client of the public Nominatim service within its usage policy: one request at a time per
 * process and at most one per second across all processes (the gate), an identifying User-Agent, answers cached in memory (LRU,
 * keyed by coordinates rounded to 2 decimals, about 1 km), and a timeout; failures answer null.
 * Only the rounded coordinates leave the server.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly cacheSize: number;
  private readonly maxQueue: number;
  private readonly clock: Clock;
  private readonly gate: RateGate;
  private readonly cache = new Map<string, VisitorLocation | null>();
  private readonly inFlight = new Map<string, Promise<VisitorLocation | null>>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly options: NominatimOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.baseUrl = (options.baseUrl ?? "https://nominatim.openstreetmap.org").replace(/\/$/, "");
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.cacheSize = options.cacheSize ?? 1000;
    this.maxQueue = options.maxQueue ?? 10;
    this.clock = options.clock ?? realClock;
    this.gate = options.gate ?? memoryRateGate(this.minIntervalMs);
  }

  reverse(lat: number, lon: number): Promise<VisitorLocation | null> {
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      return Promise.resolve(null);
    }
    const key = `${lat.toFixed(2)},${lon.toFixed(2)}`;
    if (this.cache.has(key)) {
      const value = this.cache.get(key)!;
      // Most recently used goes to the end of the Map's order.
      this.cache.delete(key);
      this.cache.set(key, value);
      return Promise.resolve(value);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    if (this.waiting >= this.maxQueue) return Promise.resolve(null);
    const promise = this.inTurn(() => this.request(key))
      .then((outcome) => {
        if (!outcome.ok) return null;
        this.remember(key, outcome.value);
        return outcome.value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /**
   * Runs requests one after another, each at the start the gate reserved for it; a gate that
   * has no turn soon enough (or cannot be reached) makes the request fail, answered null.
   */
  private inTurn(task: () => Promise<Outcome>): Promise<Outcome> {
    this.waiting += 1;
    const turn = this.queue.then(async (): Promise<Outcome> => {
      try {
        const start = await this.gate.reserve(this.clock.now());
        if (start === undefined) return { ok: false };
        const wait = start - this.clock.now();
        if (wait > 0) await this.clock.sleep(wait);
      } catch (error) {
        logger().warn({ err: error }, "nominatim turn not reserved");
        return { ok: false };
      } finally {
        this.waiting -= 1;
      }
      return task();
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async request(key: string): Promise<Outcome> {
    const [lat, lon] = key.split(",");
    const url = `${this.baseUrl}/reverse?format=jsonv2&lat=${lat}&lon=${lon}&zoom=10&accept-language=pt-BR`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await this.fetch(url, {
        headers: { "User-Agent": this.options.userAgent, Accept: "application/json" },
        signal: controller.signal,
      });
      if (!response.ok) {
        logger().warn({ status: response.status }, "nominatim refused a reverse geocoding request");
        return { ok: false };
      }
      return { ok: true, value: nominatimToLocation(await response.json()) };
    } catch (error) {
      logger().warn({ err: error }, "nominatim reverse geocoding failed");
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }

  private remember(key: string, value: VisitorLocation | null): void {
    this.cache.set(key, value);
    while (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }
}
