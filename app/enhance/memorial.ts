import * as HOOK from "../shared/ui/markup/hook-names";
import { hookValue, selector, tabPanelId } from "../shared/ui/markup/markup-hooks";
import { enhanceAttendance } from "./memorial-attend";
import { enhanceHonorDialog } from "./memorial-honor";
import { enhanceLightbox } from "./memorial-lightbox";
import { enhanceInPlace } from "./memorial-inplace";
import { enhancePlaylist } from "./memorial-playlist";
import { enhanceShare, recordVisit } from "./memorial-share";
import { enhanceClamp, enhanceReadMore } from "./memorial-text";

/**
 * SOBRE / GALERIA: the server's links become a tablist that switches in place (arrow keys,
 * Home, End), keeping `?aba=` in the address so a reload shows the same tab.
 */
function enhanceTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>(`${selector(HOOK.tabs)} ${selector(HOOK.tablist)}`);
  const tabs = Array.from(list?.querySelectorAll<HTMLAnchorElement>(selector(HOOK.tab, "a")) ?? []);
  if (!list || tabs.length === 0) return;
  const tabName = (tab: HTMLElement) => hookValue(tab, HOOK.tab) ?? "";
  const panelOf = (tab: HTMLElement) => document.getElementById(tabPanelId(tabName(tab)));
  list.setAttribute("role", "tablist");
  list.setAttribute("aria-label", "Seções do perfil");
  list.querySelectorAll("li").forEach((li) => li.setAttribute("role", "presentation"));

  const select = (tab: HTMLAnchorElement, moveFocus: boolean, remember: boolean) => {
    for (const other of tabs) {
      const on = other === tab;
      other.setAttribute("aria-selected", String(on));
      other.tabIndex = on ? 0 : -1;
      const panel = panelOf(other);
      if (panel) panel.hidden = !on;
    }
    if (moveFocus) tab.focus();
    if (remember) {
      const url = new URL(location.href);
      if (tabName(tab) === "sobre") url.searchParams.delete("aba");
      else url.searchParams.set("aba", tabName(tab));
      history.replaceState(history.state, "", url.pathname + url.search);
    }
  };

  tabs.forEach((tab, i) => {
    const panel = panelOf(tab);
    tab.setAttribute("role", "tab");
    tab.removeAttribute("aria-current");
    if (panel) {
      tab.setAttribute("aria-controls", panel.id);
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      panel.tabIndex = 0;
    }
    tab.addEventListener("click", (event) => {
      event.preventDefault();
      select(tab, false, true);
    });
    tab.addEventListener("keydown", (event) => {
      const target =
        event.key === "ArrowRight"
          ? tabs[(i + 1) % tabs.length]
          : event.key === "ArrowLeft"
            ? tabs[(i - 1 + tabs.length) % tabs.length]
            : event.key === "Home"
              ? tabs[0]
              : event.key === "End"
                ? tabs[tabs.length - 1]
                : undefined;
      if (!target) return;
      event.preventDefault();
      select(target, true, true);
    });
  });
  select(tabs.find((tab) => panelOf(tab)?.hidden === false) ?? tabs[0]!, false, false);
}

/** The public memorial page (app/features/memorial/memorial.tsx). */
export function enhanceMemorial(): void {
  const root = document.querySelector<HTMLElement>(selector(HOOK.memorial));
  if (!root) return;
  const enhanceSection = (section: HTMLElement) => enhanceReadMore(section);
  enhanceTabs(root);
  enhanceReadMore(root);
  enhanceClamp(root);
  enhanceLightbox(root);
  enhanceInPlace(root, enhanceSection);
  enhanceShare(root);
  enhancePlaylist(root);
  enhanceAttendance(root, enhanceSection);
  enhanceHonorDialog(root);
  recordVisit(root);
}
