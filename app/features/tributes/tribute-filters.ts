export type TributeType = "Candle" | "Flower" | "Message" | "Photo";

/** The filter tabs of the tribute list (spec: Todas, Lembranças, Velas, Mensagens), as URL values. */
export const TRIBUTE_FILTERS = {
  todas: { label: "Todas", type: null },
  lembrancas: { label: "Lembranças", type: "Photo" },
  velas: { label: "Velas", type: "Candle" },
  mensagens: { label: "Mensagens", type: "Message" },
} as const satisfies Record<string, { label: string; type: TributeType | null }>;

export type TributeFilter = keyof typeof TRIBUTE_FILTERS;

export function tributeFilter(value: unknown): TributeFilter {
  return typeof value === "string" && Object.hasOwn(TRIBUTE_FILTERS, value) ? (value as TributeFilter) : "todas";
}
