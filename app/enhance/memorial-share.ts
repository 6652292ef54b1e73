import type { visitProfile } from "~/features/attendance/enhance";
import { postApi } from "~/shared/http/api-client";
import * as HOOK from "../shared/ui/markup/hook-names";
import { hookValue, selector } from "../shared/ui/markup/markup-hooks";

let timer: number | undefined;

/** A short notice in the page's live region, gone after 5 s (spec). */
export function announce(message: string): void {
  const toast = document.querySelector<HTMLElement>(selector(HOOK.memorialToast));
  if (!toast) return;
  toast.textContent = message;
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    toast.textContent = "";
  }, 5000);
}

/** Copy link ('Link copiado com sucesso!' / 'Erro ao copiar link'), and the phone's share sheet. */
export function enhanceShare(root: HTMLElement): void {
  const copy = root.querySelector<HTMLButtonElement>(selector(HOOK.copyLink, "button"));
  const url = copy ? hookValue(copy, HOOK.copyLink) : undefined;
  if (copy && url) {
    copy.hidden = false;
    copy.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(url);
        announce("Link copiado com sucesso!");
      } catch {
        announce("Erro ao copiar link");
      }
    });
  }
  root.querySelector(selector(HOOK.shareProfile, "a"))?.addEventListener("click", async (event) => {
    if (!url || typeof navigator.share !== "function") return; // the link goes to the share section
    event.preventDefault();
    try {
      await navigator.share({ title: document.title, url });
    } catch {
      // Dismissed: nothing to say.
    }
  });
}

/** POST event/visitProfile once per browser session and memorial. */
export function recordVisit(root: HTMLElement): void {
  const profileId = hookValue(root, HOOK.profileId);
  if (!profileId) return;
  const key = `memorial:visita:${profileId}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
  } catch {
    return; // Storage blocked: better not to count than to count every page view.
  }
  void postApi<typeof visitProfile>("/api/event/visitProfile", { profileId, token: hookValue(root, HOOK.viewToken) })
    // Reading the answer lets the request finish (an unread body keeps it open in some browsers).
    .then((response) => response.text())
    .catch(() => undefined);
}
