import { z } from "zod";
import { error, isoDateTime, ok, operation, pathParams, success } from "~/shared/http/api-contract";

/** /api/contract/{key}: the contract text in force. */
export const contractContract = [
  operation({
    method: "get",
    path: "/api/contract/{key}",
    summary: "The contract text in force for a key",
    tags: ["contract"],
    request: { params: pathParams("key") },
    responses: {
      200: ok(
        "The highest published version.",
        success({
          key: z.string(),
          version: z.number().int(),
          title: z.string(),
          text: z.string().describe("Markdown."),
          publishedAt: isoDateTime(),
        }),
      ),
      404: error("Unknown contract."),
    },
  }),
];
