import type { getProfileByUsername } from "~/features/memorial";
import { callApi } from "~/shared/http/api-client";
import { getInputProps } from "~/shared/ui/zone/form-props";
import { useState } from "react";
import { normalizeUsernameInput, parseHandle, WIZARD_MESSAGES as M } from "../profile-form.constants";
import { FieldError, type Meta } from "./wizard-fields";

/** 200 means taken, 404 free (spec); anything else is the lookup's own failure. */
async function usernameProblem(handle: string): Promise<string | null> {
  const result = await callApi<typeof getProfileByUsername>(
    { method: "get", path: "/api/profile/getProfileByUsername/{username}" },
    { params: { username: handle } },
  );
  if (result.ok) return M.usernameTaken;
  return result.status === 404 ? null : M.usernameLookupFailed;
}

/**
 * The memorial's handle: on blur '@' and spaces are removed and one '@' prefixed (spec), then it is
 * looked up, unless it is the memorial's own handle in any letter case.
 */
export function UsernameField({
  meta,
  hint,
  ownUsername,
  placeholder,
}: {
  meta: Meta;
  hint: string;
  /** The memorial's stored handle (without '@') when its form is being completed or edited. */
  ownUsername?: string;
  placeholder?: string;
}) {
  const [taken, setTaken] = useState<string | null>(null);
  const { key, ...props } = getInputProps(meta, { type: "text" });

  async function checkUsername(event: React.FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (!input.value.trim()) return;
    input.value = normalizeUsernameInput(input.value);
    const parsed = parseHandle(input.value);
    const own = "handle" in parsed && parsed.handle.toLowerCase() === ownUsername?.toLowerCase();
    setTaken("handle" in parsed && !own ? await usernameProblem(parsed.handle) : null);
  }

  return (
    <div>
      <label htmlFor={meta.id} className="font-semibold">
        Apelido do perfil
      </label>
      <p id={`${meta.id}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
      <input
        key={key}
        {...props}
        aria-describedby={`${meta.id}-hint ${meta.errorId}`}
        aria-invalid={meta.errors || taken ? true : undefined}
        aria-required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        placeholder={placeholder}
        onBlur={checkUsername}
        onInput={() => setTaken(null)}
        className="field mt-1"
      />
      <FieldError meta={meta} extra={taken} />
    </div>
  );
}
