import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { coordinatesSchema, manualLocationSchema } from "../location.schema";

const tags = ["location"] as const;

const place = success({ city: z.string(), state: z.string(), country: z.string() });

export const locateFromPosition = operation({
  method: "post",
  path: "/api/location",
  summary: "Set the visitor's place from the browser's position",
  tags,
  request: { body: coordinatesSchema },
  responses: {
    200: ok("The place found; the location cookie is set.", place),
    422: error("No city found at this position."),
    429: error("Too many positions from this address; see Retry-After."),
  },
});

/** /api/location: the visitor's place, kept in a cookie and used only to rank lists. */
export const locationContract = [
  locateFromPosition,
  operation({
    method: "post",
    path: "/api/location/manual",
    summary: "Set the visitor's place to a city chosen by hand",
    tags,
    request: { body: manualLocationSchema },
    responses: { 200: ok("The place; the location cookie is set.", place) },
  }),
  operation({
    method: "delete",
    path: "/api/location",
    summary: "Forget the visitor's place (clears the cookie)",
    tags,
    responses: { 200: ok("Forgotten.", success({})) },
  }),
];
