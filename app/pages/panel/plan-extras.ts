import { formatDate } from "~/shared/format/format";

const PLAQUE_LINE = "Placa de alumínio escovado com QR Code";
const MUSIC_LINE = "Músicas escolhidas";
const NO_PLAQUE_LINE = "Sem placa";

/** A plaque as the extras list needs it: null when this person may not see the order. */
interface PlaqueState {
  order: { status: "to_ship" | "awaiting_address" | "awaiting_payment" | "shipped"; shippedAt: string | null } | null;
}

export interface PlanExtra {
  label: string;
  /** How it stands for this memorial; null when there is nothing to follow (a line of the plan card). */
  state: string | null;
}

function plaqueState(plaque: PlaqueState | null): string {
  if (!plaque) return "Incluída no plano";
  const { order } = plaque;
  if (!order || order.status === "awaiting_address") return "Falta informar o endereço de envio";
  if (order.status === "shipped") return `Enviada em ${formatDate(order.shippedAt)}`;
  if (order.status === "awaiting_payment") return "Aguardando o pagamento do plano";
  return "Endereço recebido: a placa será impressa e enviada";
}

/**
 * What the memorial's plan includes, each with how it stands for this memorial where the product
 * follows it (the plaque's order, the playlist, the gallery's photos).
 */
export function planExtras(input: {
  features: string[];
  physicalCards: number;
  plaque: PlaqueState | null;
  playlistLink: string | null;
  gallery: { count: number; limit: number };
}): PlanExtra[] {
  const extras: PlanExtra[] = input.features.map((label) => {
    if (label === PLAQUE_LINE) return { label, state: plaqueState(input.plaque) };
    if (label === MUSIC_LINE)
      return { label, state: input.playlistLink ? "Playlist criada" : "Playlist ainda não criada" };
    return { label, state: label === NO_PLAQUE_LINE ? null : "Incluído" };
  });
  if (input.physicalCards > 0) extras.push({ label: `${input.physicalCards} cartões físicos`, state: "Incluídos" });
  const { count, limit } = input.gallery;
  extras.push({ label: "Fotos na galeria", state: `${count} de ${limit} ${limit === 1 ? "foto" : "fotos"}` });
  return extras;
}
