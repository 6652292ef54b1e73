import { Router } from "express";
import { accessTokenOf, viewMemorialById } from "~/features/profiles/index.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { NotFoundError } from "~/shared/http/errors";
import {
  countBurningCandles,
  listSettledTributes,
  TRIBUTE_FILTERS,
  TRIBUTE_PAGE_SIZE,
  tributeFilter,
  type TributeType,
} from "../tributes.server";

export const CANDLE_COUNT_ERROR = "Erro ao buscar velas acesas no perfil";

const TYPES: readonly TributeType[] = ["Candle", "Flower", "Message", "Photo"];

/** `?type=` as a tribute type (Candle...) or a filter of the page (velas...); anything else is all. */
function typeParam(value: unknown): TributeType | null {
  if (typeof value === "string" && (TYPES as readonly string[]).includes(value)) return value as TributeType;
  return TRIBUTE_FILTERS[tributeFilter(value)].type;
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** /api/tribute: the settled tributes of a memorial and its candles burning now. */
export const tributeApi = Router();

tributeApi.get("/getTributesByProfileId/:id", async (req, res) => {
  const view = await viewMemorialById(ctxOf(req), req.params.id, accessTokenOf(req));
  const result = await listSettledTributes(view, {
    type: typeParam(req.query.type),
    page: positiveInt(req.query.page, 1, 100_000),
    limit: positiveInt(req.query.limit, TRIBUTE_PAGE_SIZE, 100),
  });
  res.json({
    success: true,
    total: result.total,
    page: result.page,
    limit: result.limit,
    tributes: result.items.map((t) => ({
      id: t.id,
      tribute_type: t.type,
      name: t.name,
      body: t.body,
      image_path: t.imagePath,
      created_at: t.createdAt,
      ...(t.type === "Candle" && { burns_until: t.burnsUntil, burning: t.burning }),
    })),
  });
});

tributeApi.get("/getCandleCount/:id", async (req, res) => {
  const view = await viewMemorialById(ctxOf(req), req.params.id, accessTokenOf(req)).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(CANDLE_COUNT_ERROR) : error;
  });
  res.json({ success: true, count: await countBurningCandles(view) });
});
