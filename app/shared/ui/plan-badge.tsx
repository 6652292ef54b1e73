const STYLES = {
  Ouro: "bg-gold-bg text-gold border-[#e3c77e]",
  Platina: "bg-platinum-bg text-platinum border-[#c5ccd6]",
  Diamante: "bg-diamond-bg text-diamond border-[#9fd6ea]",
} as const;

/** The plan's name in text, never colour alone. */
export function PlanBadge({ type }: { type: "Ouro" | "Platina" | "Diamante" }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-3 py-0.5 text-xs font-semibold uppercase tracking-wide ${STYLES[type]}`}
    >
      {type}
    </span>
  );
}
