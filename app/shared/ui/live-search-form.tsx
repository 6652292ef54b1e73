import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Search } from "~/shared/ui/icons";
import { MAX_SEARCH_LENGTH } from "../paging";

interface Props {
  /** The page the form submits to (GET), e.g. /searchCemeteries. */
  action: string;
  /** Id of the results region the live search replaces. */
  resultsId: string;
  label: string;
  placeholder: string;
  value: string;
  /** Milliseconds after the last keystroke before the results update (app/enhance/live-search.ts). */
  debounce: number;
}

/**
 * A GET search form: without JavaScript it reloads the page with `?busca=`; with it the results
 * update while the visitor types and the URL follows, so a search can always be shared.
 */
export function LiveSearchForm({ action, resultsId, label, placeholder, value, debounce }: Props) {
  const inputId = `${resultsId}-busca`;
  return (
    <form
      method="get"
      action={action}
      role="search"
      {...hook(HOOK.liveSearch, `#${resultsId}`)}
      {...hook(HOOK.debounce, debounce)}
      className="flex flex-col gap-2 sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-soft"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          name="busca"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="field pl-10"
        />
      </div>
      <button type="submit" className="btn btn-primary">
        Pesquisar
      </button>
      <p role="status" className="sr-only" {...hook(HOOK.liveSearchStatus)} />
    </form>
  );
}
