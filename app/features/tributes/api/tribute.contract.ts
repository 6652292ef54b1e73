import { z } from "zod";
import { error, idParamsWith, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";

const tags = ["tribute"] as const;

const tribute = z.strictObject({
  id: z.uuid(),
  tribute_type: z.enum(["Candle", "Flower", "Message", "Photo"]),
  name: z.string(),
  body: z.string().nullable(),
  image_path: z.string().nullable(),
  created_at: isoDateTime(),
  burns_until: isoDateTime().nullable().optional().describe("Candles only."),
  burning: z.boolean().optional().describe("Candles only: burning now."),
});

const notVisible = {
  400: error("Malformed profile id."),
  404: error("No memorial the caller may see."),
};

const tokenQuery = { token: z.string().optional().describe("The access token of a private memorial.") };

/** /api/tribute: the settled tributes of a memorial and its candles burning now. */
export const tributeContract = [
  operation({
    method: "get",
    path: "/api/tribute/getTributesByProfileId/{id}",
    summary: "The settled tributes of a memorial, newest first",
    tags,
    session: "optional",
    request: {
      params: idParamsWith("Identificador de perfil inválido.", "id"),
      query: z.object({
        type: z.string().optional().describe("Candle, Flower, Message, Photo, or a page filter (velas...)."),
        page: z.string().optional(),
        limit: z.string().optional(),
        ...tokenQuery,
      }),
    },
    responses: {
      200: ok(
        "One page of tributes.",
        success({
          total: z.number().int(),
          page: z.number().int(),
          limit: z.number().int(),
          tributes: z.array(tribute),
        }),
      ),
      ...notVisible,
    },
  }),
  operation({
    method: "get",
    path: "/api/tribute/getCandleCount/{id}",
    summary: "How many candles burn now on a memorial",
    tags,
    session: "optional",
    request: { params: idParamsWith("Identificador de perfil inválido.", "id"), query: z.object(tokenQuery) },
    responses: { 200: ok("The count.", success({ count: z.number().int() })), ...notVisible },
  }),
];
