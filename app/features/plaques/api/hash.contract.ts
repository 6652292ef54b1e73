import { z } from "zod";
import { error, ok, operation, pathParams, success } from "~/shared/http/api-contract";

const tags = ["hash"] as const;

/** /api/hash: the QR plaque calls of the spec. */
export const hashContract = [
  operation({
    method: "get",
    path: "/api/hash/sendToProfile/{hash}",
    summary: "The memorial a plaque points to",
    tags,
    request: { params: pathParams("hash") },
    responses: {
      200: ok("The memorial's username.", success({ username: z.string() })),
      404: error("The plaque is not linked to a memorial, or is unknown."),
      429: error("Too many lookups; see Retry-After."),
    },
  }),
  operation({
    method: "get",
    path: "/api/hash/verifyHash/{hash}",
    summary: "Whether a plaque is linked to a memorial or still available",
    tags,
    request: { params: pathParams("hash") },
    responses: {
      200: ok(
        "The plaque's state: 'active' is already linked to a memorial (the wizard shows `message` and stays).",
        success({ hash: z.string(), status: z.enum(["active", "available"]), message: z.string() }),
      ),
      404: error("Unknown plaque."),
      429: error("Too many lookups; see Retry-After."),
    },
  }),
];
