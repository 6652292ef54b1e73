import { Eye, EyeOff } from "~/shared/ui/icons";
import { useState } from "react";
import { ConformField, type FieldProps } from "./field";
import { useHydrated } from "./use-hydrated";

/**
 * A password field of a task-zone form with a show/hide toggle, which appears once React runs
 * (without it the field stays a plain password field). Apart from the plain field, so a form
 * without a password does not load the toggle's icons.
 */
export function ConformPasswordField(props: Omit<FieldProps, "type" | "trailing">) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  return (
    <ConformField
      {...props}
      type={revealed ? "text" : "password"}
      trailing={
        hydrated ? (
          <button
            type="button"
            aria-pressed={revealed}
            aria-label="Mostrar senha"
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-sky-800 hover:bg-sky-50"
          >
            {revealed ? (
              <EyeOff className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Eye className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        ) : null
      }
    />
  );
}
