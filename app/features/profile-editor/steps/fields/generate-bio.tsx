import { useState } from "react";
import type { getBioToProfile } from "~/features/profiles";
import { callApi } from "~/shared/http/api-client";
import { WIZARD_MESSAGES as M } from "../profile-form.constants";

/** What the biography call is sent: the form's fields as typed, interest descriptions, kinship names. */
function bioRequest(form: HTMLFormElement, basics: Record<string, unknown>) {
  const data = new FormData(form);
  const all = (prefix: string, field: string) =>
    [...data.entries()]
      .filter(([name]) => name.startsWith(`${prefix}[`) && name.endsWith(`].${field}`))
      .map(([, value]) => String(value).trim())
      .filter(Boolean);
  const text = (name: string) => String(data.get(name) ?? "").trim() || undefined;
  return {
    ...basics,
    name: basics.name,
    hometown: text("hometown"),
    location: text("location"),
    surname: text("surname"),
    religion: text("religion"),
    bio: text("bio"),
    interests: all("interests", "description"),
    kinship: all("kinships", "name"),
  };
}

/**
 * The 'Gerar biografia' link beside the life story: calls the biography service once, offers up to
 * three drafts to pick from and disappears once it has given them (spec: after its first use); a
 * failed call may be tried again. Shown only once React runs.
 */
export function GenerateBio({
  basics,
  targetId,
  used = false,
  usedField,
}: {
  basics: Record<string, unknown>;
  /** The id of the description textarea a picked draft fills. */
  targetId: string;
  /** Already used when the step was saved before: the link stays gone. */
  used?: boolean;
  /** The form field that records the use, saved with the step. */
  usedField?: string;
}) {
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">(used ? "done" : "idle");
  const [drafts, setDrafts] = useState<string[]>([]);

  async function generate(event: React.MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    setState("busy");
    const result = await callApi<typeof getBioToProfile>(
      { method: "post", path: "/api/gpt/getBioToProfile" },
      { body: bioRequest(form, basics) },
    );
    // Up to 3 drafts (spec); the contract's `bio` is the first of them.
    const found = result.ok ? result.data.biographies.filter((text) => text.trim() !== "").slice(0, 3) : [];
    setDrafts(found);
    setState(found.length ? "done" : "failed");
  }

  function pick(text: string) {
    const target = document.getElementById(targetId) as HTMLTextAreaElement | null;
    if (!target) return;
    target.value = text;
    target.dispatchEvent(new Event("input", { bubbles: true }));
    target.focus();
    setDrafts([]);
  }

  return (
    <div className="mt-1">
      {state === "done" && usedField && <input type="hidden" name={usedField} value="1" />}
      {state !== "done" && (
        <button
          type="button"
          onClick={generate}
          aria-disabled={state === "busy" || undefined}
          className="text-sm font-semibold text-sky-800 underline underline-offset-4"
        >
          {state === "busy" ? "Gerando biografia..." : "Não sabe por onde começar? Gerar biografia"}
        </button>
      )}
      <div aria-live="polite">
        {state === "failed" && <p className="field-error">{M.bioGenerationFailed}</p>}
        {drafts.length > 0 && (
          <ul className="mt-2 space-y-3" aria-label="Sugestões de biografia">
            {drafts.map((text, index) => (
              <li key={index} className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm">
                <p className="whitespace-pre-line">{text}</p>
                <button type="button" onClick={() => pick(text)} className="btn btn-secondary mt-2">
                  Usar a sugestão {index + 1}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
