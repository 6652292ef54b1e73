// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { AboutPanel, type MemorialMusic } from "~/pages/memorial/components/about-panel";
import type { FullProfile } from "~/features/memorial/memorial-profile.server";
import { mount } from "./dom-test-support";
import { hook, HOOK } from "../shared/ui/markup/markup-hooks";
import { enhancePlaylist } from "./memorial-playlist";

const profile = {
  name: "Lourdes",
  description: null,
  kinship: [],
  interests: [],
  playlistLink: "https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M",
} as unknown as FullProfile;

function page(music: Partial<MemorialMusic>, link: string | null = profile.playlistLink) {
  mount(
    <article {...hook(HOOK.memorial)}>
      <AboutPanel
        profile={{ ...profile, playlistLink: link }}
        music={{ embedUrl: null, canCreate: false, action: "/profile/lourdes", ...music }}
      />
    </article>,
  );
  enhancePlaylist(document.querySelector<HTMLElement>("article")!);
  return document.querySelector<HTMLAnchorElement>("a[href*='playlist']");
}

/** Clicks and tells whether the page's script took the click; the test browser never follows the link. */
const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  let taken = false;
  const record = (e: Event) => {
    taken = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener("click", record, { once: true });
  target.dispatchEvent(event);
  return { defaultPrevented: taken };
};

describe("the memorial's playlist", () => {
  it("is a link until a click, then the provider's player; nothing is framed before", () => {
    const link = page({ embedUrl: "https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M" })!;
    expect(document.querySelector("iframe")).toBeNull();
    expect(link.target).toBe("_blank");
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    const frame = document.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M");
    expect(frame.title).toBe("Player da playlist em homenagem");
    expect(document.querySelector("a[href*='playlist']")).toBeNull();
  });

  it("stays a plain link for a modified click or a link with no known player", () => {
    const link = page(
      { embedUrl: "/music/sandbox/embed/SandboxListAbcdefghijk" },
      "/music/sandbox/playlist/SandboxListAbcdefghijk",
    )!;
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(document.querySelector("iframe")).toBeNull();
    const other = page({ embedUrl: null }, "https://example.com/minha-playlist")!;
    expect(click(other).defaultPrevented).toBe(false);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("offers 'Criar playlist' only when the page says the visitor may create one", () => {
    page({ canCreate: false }, null);
    expect(document.body.textContent).not.toContain("Criar playlist");
    expect(document.querySelector("#playlist-titulo")).toBeNull();
    page({ canCreate: true }, null);
    const form = document.querySelector<HTMLFormElement>("form")!;
    expect(form.method).toBe("post");
    expect(form.textContent).toContain("Criar playlist");
    expect(new FormData(form).get("intent")).toBe("criar-playlist");
  });
});
