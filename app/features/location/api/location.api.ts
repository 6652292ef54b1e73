import { Router } from "express";
import { parseInput } from "~/shared/http/api.server";
import { AppError } from "~/shared/http/errors";
import { assertRateLimit } from "~/shared/http/rate-limit.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { clearLocationCookie, locationSetCookie } from "../location-cookie.server";
import { coordinatesSchema, LOCATION_MESSAGES, manualLocationSchema } from "../location.schema";
import { locateCoordinates, manualLocation } from "../location.server";

/** Each position costs a call to the geocoder (Nominatim allows one per second for the whole site). */
const GEOCODE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

/** /api/location: the visitor's place, kept in a cookie and used only to rank lists. */
export const locationApi = Router();

locationApi.post("/", async (req, res) => {
  const { latitude, longitude } = parseInput(coordinatesSchema, req.body);
  const ctx = ctxOf(req);
  await assertRateLimit([`location:ip:${ctx.ip ?? "unknown"}`], GEOCODE_LIMIT);
  const location = await locateCoordinates(latitude, longitude);
  if (!location) throw new AppError(LOCATION_MESSAGES.unknown, 422);
  res.append("Set-Cookie", locationSetCookie(location, ctx.secure));
  res.json({ success: true, city: location.city, state: location.state, country: location.country });
});

locationApi.post("/manual", (req, res) => {
  const location = manualLocation(parseInput(manualLocationSchema, req.body));
  res.append("Set-Cookie", locationSetCookie(location, ctxOf(req).secure));
  res.json({ success: true, city: location.city, state: location.state, country: location.country });
});

locationApi.delete("/", (req, res) => {
  res.append("Set-Cookie", clearLocationCookie(ctxOf(req).secure));
  res.json({ success: true });
});
