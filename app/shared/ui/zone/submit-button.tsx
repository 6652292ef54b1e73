import { useNavigation } from "react-router";

interface SubmitButtonProps {
  children: React.ReactNode;
  /** Shown while the submission is on its way ('Salvando...'). */
  pendingLabel: string;
  className?: string;
  /** The pending state of a fetcher form; by default, any page submission in progress. */
  pending?: boolean;
}

/**
 * The submit button of a task-zone form: it shows progress and cannot be pressed twice while the
 * submission is on its way (DESIGN.md). `aria-disabled` rather than `disabled` keeps the focus on it.
 */
export function SubmitButton({ children, pendingLabel, className = "btn btn-primary", pending }: SubmitButtonProps) {
  const navigation = useNavigation();
  const busy = pending ?? (navigation.state !== "idle" && navigation.formMethod !== undefined);
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? pendingLabel : children}
    </button>
  );
}
