import { hook, HOOK, tabPanelId } from "~/shared/ui/markup/markup-hooks";

/** The memorial's two tabs, as the `aba` query parameter names them. */
export type MemorialTab = "sobre" | "galeria";

const TABS: { id: MemorialTab; label: string }[] = [
  { id: "sobre", label: "SOBRE" },
  { id: "galeria", label: "GALERIA" },
];

/**
 * SOBRE and GALERIA. Without JavaScript the tabs are links (`?aba=galeria`) and the server renders
 * the chosen panel; the enhancement script turns them into a tablist that switches in place.
 */
export function MemorialTabs({
  current,
  hrefFor,
  panels,
}: {
  current: MemorialTab;
  hrefFor: (tab: MemorialTab) => string;
  panels: Record<MemorialTab, React.ReactNode>;
}) {
  return (
    <div {...hook(HOOK.tabs)} id="abas" className="mt-10">
      <nav aria-label="Seções do perfil">
        <ul {...hook(HOOK.tablist)} className="flex border-b border-sky-200">
          {TABS.map((tab) => (
            <li key={tab.id}>
              <a
                id={`aba-${tab.id}`}
                href={hrefFor(tab.id)}
                {...hook(HOOK.tab, tab.id)}
                aria-current={tab.id === current ? "page" : undefined}
                className="-mb-px inline-flex min-h-12 items-center border-b-4 border-transparent px-5 font-semibold tracking-wide text-ink-soft no-underline hover:text-sky-800 aria-[current=page]:border-sky-700 aria-[current=page]:text-sky-800 aria-selected:border-sky-700 aria-selected:text-sky-800"
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={tabPanelId(tab.id)}
          {...hook(HOOK.tabpanel, tab.id)}
          hidden={tab.id !== current}
          className="pt-6"
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
