import { z } from "zod";
import { error, ok, operation, pathParams, success } from "~/shared/http/api-contract";
import { consentInputSchema } from "../consent.schema";

const tags = ["cookie"] as const;

export const recordConsent = operation({
  method: "post",
  path: "/api/cookie/consent",
  summary: "Record a cookie consent answer",
  description: "`metadata` may be an object or a JSON string. When consent is given, the consent cookie is set.",
  tags,
  request: { body: consentInputSchema },
  responses: {
    201: ok("Recorded; the token identifies the consent event.", success({ token: z.string() })),
  },
});

/** /api/cookie: the cookie consent calls of the spec (LGPD). */
export const consentContract = [
  recordConsent,
  operation({
    method: "get",
    path: "/api/cookie/checkCookie/{token}",
    summary: "Whether a recorded consent accepted cookies",
    tags,
    request: { params: pathParams("token") },
    responses: {
      200: ok("The recorded answer.", success({ consent: z.boolean() })),
      404: error("Unknown consent token."),
    },
  }),
];
