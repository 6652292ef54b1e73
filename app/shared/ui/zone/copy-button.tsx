import { Copy } from "~/shared/ui/icons";
import { useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * 'Copiar link' on a hydrated screen: copies `text` and says so (announced). Before React runs, and
 * without JavaScript, it is not shown: the text beside it can be selected and copied by hand.
 */
export function CopyButton({ text, label = "Copiar link" }: { text: string; label?: string }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid("Link copiado.");
    } catch {
      setSaid("Não foi possível copiar. Selecione o link e copie.");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void copy()} className="btn btn-secondary">
        <Copy className="h-5 w-5" aria-hidden="true" /> {label}
      </button>
      <span role="status" className="font-semibold text-sky-800">
        {said}
      </span>
    </span>
  );
}
