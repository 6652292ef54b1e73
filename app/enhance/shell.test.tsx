// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConsentGate } from "~/features/consent/components/consent-gate";
import { Shell } from "~/shared/ui/shell/shell";
import type { SiteInfo } from "~/shared/ui/seo";
import { keydown, mount, submit } from "./dom-test-support";
import { enhanceConsent, enhanceMenus, enhanceToasts } from "./shell";

const site: SiteInfo = {
  name: "Memorial",
  publicUrl: "http://localhost:3000",
  companyName: "Memorial Ltda",
  companyCnpj: null,
  whatsappNumber: null,
  contactEmail: "contato@memorial.example",
  instagramUrl: null,
  exampleChannels: [],
  demo: false,
};

function page({ consented = true, notice = null as string | null, explanation = null as string | null } = {}) {
  mount(
    <ConsentGate consented={consented} siteName={site.name} policy={null}>
      {(hidden) => (
        <Shell site={site} user={null} clouds={false} hidden={hidden} notice={notice} explanation={explanation}>
          <h1>Blog</h1>
        </Shell>
      )}
    </ConsentGate>,
  );
}

const menu = () => document.querySelector<HTMLDetailsElement>("details[data-menu]")!;
const summary = () => menu().querySelector("summary")!;

beforeAll(() => {
  // Document-wide listeners, installed once as the page's script does.
  enhanceMenus();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the slide-in menu", () => {
  it("closes on Escape and gives the focus back to the menu button", () => {
    page();
    menu().open = true;
    menu().querySelector<HTMLAnchorElement>("a")!.focus();
    keydown(document, "Escape");
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it("keeps Tab inside the open panel", () => {
    page();
    menu().open = true;
    const links = Array.from(menu().querySelectorAll<HTMLElement>("[data-menu-panel] a, [data-menu-panel] button"));
    links.at(-1)!.focus();
    expect(keydown(document, "Tab")).toBe(false);
    expect(document.activeElement).toBe(links[0]);
    expect(keydown(document, "Tab", { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(links.at(-1));
  });

  it("closes on a click outside, on its close button and on following a link", () => {
    page();
    menu().open = true;
    document.querySelector("h1")!.click();
    expect(menu().open).toBe(false);
    menu().open = true;
    menu().querySelector<HTMLButtonElement>("button[aria-label='Fechar menu']")!.click();
    expect(menu().open).toBe(false);
    menu().open = true;
    const link = menu().querySelector<HTMLAnchorElement>("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(menu().open).toBe(false);
  });
});

describe("the consent dialog", () => {
  it("sends the consent with the browser's metadata and reveals the page in place", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    page({ consented: false });
    enhanceConsent();
    const pageBehind = document.querySelector<HTMLElement>("[data-consent-page]")!;
    expect(pageBehind.hidden).toBe(true);
    expect(submit(document.querySelector("form[data-consent]")!)).toBe(false);
    await vi.waitFor(() => expect(document.querySelector("[data-consent-dialog]")).toBeNull());
    expect(pageBehind.hidden).toBe(false);
    expect(pageBehind.inert).toBe(false);
    expect(document.activeElement?.id).toBe("conteudo");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/cookie/consent");
    const body = JSON.parse(String(init.body)) as { consent: boolean; metadata: string };
    expect(body.consent).toBe(true);
    expect(JSON.parse(body.metadata)).toMatchObject({ url: location.href, language: navigator.language });
  });

  it("says so and lets the visitor try again when the consent cannot be sent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    page({ consented: false });
    enhanceConsent();
    const form = document.querySelector<HTMLFormElement>("form[data-consent]")!;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
    submit(form);
    expect(button.textContent).toBe("Registrando...");
    await vi.waitFor(() => expect(form.querySelector<HTMLElement>("[role=alert]")!.hidden).toBe(false));
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Aceitar");
    expect(document.querySelector<HTMLElement>("[data-consent-page]")!.hidden).toBe(true);
  });

  it("hands over to React on a hydrated screen instead of touching its DOM", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 201 })),
    );
    page({ consented: false });
    document.documentElement.setAttribute("data-hydrated", "true");
    const handedOver = vi.fn();
    document.addEventListener("memorial:consent", handedOver);
    enhanceConsent();
    submit(document.querySelector("form[data-consent]")!);
    await vi.waitFor(() => expect(handedOver).toHaveBeenCalledOnce());
    expect(document.querySelector("[data-consent-dialog]")).not.toBeNull();
    document.documentElement.removeAttribute("data-hydrated");
    document.removeEventListener("memorial:consent", handedOver);
  });
});

describe("notices", () => {
  it("close after 5 s, and the one-time ?aviso= leaves the address bar", () => {
    vi.useFakeTimers();
    history.replaceState(null, "", "/profiles?aviso=login&pagina=2#topo");
    page({ notice: "Login bem sucedido!" });
    enhanceToasts();
    const toast = document.querySelector<HTMLElement>("[data-toast]")!;
    expect(location.pathname + location.search + location.hash).toBe("/profiles?pagina=2#topo");
    vi.advanceTimersByTime(4900);
    expect(toast.hidden).toBe(false);
    vi.advanceTimersByTime(200);
    expect(toast.hidden).toBe(true);
  });
});

describe("an explanation of a bounce", () => {
  it("stays on the page, announced, while the notice toast closes", () => {
    vi.useFakeTimers();
    page({ notice: "Login bem sucedido!", explanation: "A página que você procurou não existe." });
    enhanceToasts();
    vi.advanceTimersByTime(6000);
    const explanation = document.querySelector<HTMLElement>("[data-explanation]")!;
    expect(explanation.getAttribute("role")).toBe("status");
    expect(explanation.textContent).toBe("A página que você procurou não existe.");
    expect(explanation.hidden).toBe(false);
    expect(explanation.closest("main")).not.toBeNull();
  });

  it("is absent without one", () => {
    page();
    expect(document.querySelector("[data-explanation]")).toBeNull();
  });
});
