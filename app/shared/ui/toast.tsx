import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
/** A notice announced to screen readers; the enhancement script closes it after 5 s (spec). */
export function Toast({ message }: { message: string }) {
  return (
    <div
      role="status"
      {...hook(HOOK.toast)}
      className="fixed inset-x-4 top-20 z-50 mx-auto max-w-md rounded-xl border border-sky-200 bg-white px-5 py-4 font-semibold text-sky-800 shadow-lg"
    >
      {message}
    </div>
  );
}
