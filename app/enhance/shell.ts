import type { recordConsent } from "~/features/consent/enhance";
import { postApi } from "~/shared/http/api-client";
import * as HOOK from "../shared/ui/markup/hook-names";
import * as ID from "../shared/ui/markup/element-ids";
import { selector } from "../shared/ui/markup/markup-hooks";

const doc = document;
const MENU = selector(HOOK.menu, "details");
const OPEN_MENU = `${MENU}[open]`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Slide-in menu (<details>), modal while open: focus moves into the panel and Tab cycles there;
 * Escape or the close button closes it and returns focus to the menu button; a click outside or
 * following a link closes it.
 */
export function enhanceMenus(): void {
  const openMenu = () => doc.querySelector<HTMLDetailsElement>(OPEN_MENU);
  const focusables = (menu: HTMLDetailsElement) =>
    Array.from(menu.querySelectorAll<HTMLElement>(`${selector(HOOK.menuPanel)} :is(${FOCUSABLE})`));
  const closeMenus = (focusSummary: boolean) => {
    doc.querySelectorAll<HTMLDetailsElement>(OPEN_MENU).forEach((menu) => {
      menu.open = false;
      if (focusSummary) menu.querySelector("summary")?.focus();
    });
  };
  doc.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target as HTMLElement;
      if (!(menu instanceof HTMLDetailsElement) || !menu.matches(selector(HOOK.menu))) return;
      if (menu.open) focusables(menu)[0]?.focus();
      else if (menu.contains(doc.activeElement)) menu.querySelector("summary")?.focus();
    },
    true,
  );
  doc.addEventListener("keydown", (event) => {
    const menu = openMenu();
    if (!menu) return;
    if (event.key === "Escape") {
      event.preventDefault();
      closeMenus(true);
    } else if (event.key === "Tab") {
      const items = focusables(menu);
      if (!items.length) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = doc.activeElement;
      const inside = items.includes(current as HTMLElement);
      if (event.shiftKey && (!inside || current === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const menu = target?.closest(MENU);
    if (!menu) return closeMenus(false);
    if (target?.closest(selector(HOOK.menuClose))) closeMenus(true);
    else if (target?.closest("a")) (menu as HTMLDetailsElement).open = false;
  });
}

/** Consent: send the browser metadata of the spec to the API, then reveal the page in place. */
export function enhanceConsent(): void {
  const form = doc.querySelector<HTMLFormElement>(selector(HOOK.consentForm, "form"));
  if (!form) return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const error = form.querySelector<HTMLElement>(selector(HOOK.consentError));
    const label = button?.textContent ?? "";
    if (button) {
      button.disabled = true;
      button.textContent = "Registrando...";
    }
    if (error) error.hidden = true;
    const nav = navigator as Navigator & { deviceMemory?: number };
    const metadata = {
      platform: nav.platform,
      hardwareConcurrency: nav.hardwareConcurrency,
      deviceMemory: nav.deviceMemory,
      online: nav.onLine,
      url: location.href,
      language: nav.language,
      userAgent: nav.userAgent,
      screenHeight: screen.height,
      screenWidth: screen.width,
    };
    let recorded = false;
    try {
      const body = { consent: true, metadata: JSON.stringify(metadata) };
      recorded = (await postApi<typeof recordConsent>("/api/cookie/consent", body)).ok;
    } catch {
      // No answer: as a refusal.
    }
    if (!recorded) {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
      if (error) error.hidden = false;
      return;
    }
    const win = window as Window & { __reactRouterContext?: unknown };
    if (doc.documentElement.hasAttribute(HOOK.hydrated)) {
      doc.dispatchEvent(new CustomEvent("memorial:consent"));
    } else if (win.__reactRouterContext) {
      // React has not taken over this page yet: let the server render it consented.
      location.reload();
    } else {
      doc.querySelector(selector(HOOK.consentDialog))?.remove();
      const page = doc.querySelector<HTMLElement>(selector(HOOK.consentPage));
      if (page) {
        page.hidden = false;
        page.inert = false;
        doc.getElementById(ID.content)?.focus();
      }
    }
  });
}

/** Notices close after 5 s (spec), and the one-time `aviso` leaves the address bar. */
export function enhanceToasts(): void {
  doc.querySelectorAll<HTMLElement>(selector(HOOK.toast)).forEach((toast) => {
    // Hidden rather than removed: on a hydrated screen React owns the node.
    window.setTimeout(() => {
      toast.hidden = true;
    }, 5000);
  });
  const url = new URL(location.href);
  if (url.searchParams.has("aviso")) {
    url.searchParams.delete("aviso");
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  }
}
