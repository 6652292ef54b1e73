// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AttendancePage } from "~/features/attendance/attendance.server";
import { FollowSection } from "~/features/followers";
import { AttendanceForm } from "~/pages/memorial/components/attendance-form";
import { AttendanceList } from "~/pages/memorial/components/attendance-list";
import { GalleryPanel } from "~/pages/memorial/components/gallery-panel";
import { MemorialActions } from "~/features/memorial/components/memorial-actions";
import { MemorialTabs } from "~/features/memorial/components/memorial-tabs";
import { ReadMore } from "~/features/memorial/components/read-more";
import { SharePanel } from "~/features/memorial/components/share-panel";
import { byLabel, keydown, mount, submit, type } from "./dom-test-support";
import { enhanceForms } from "./forms";
import { hook, HOOK } from "../shared/ui/markup/markup-hooks";
import { enhanceMemorial } from "./memorial";

const LONG = "Amava o mar e as manhãs de domingo. ".repeat(8).trim();
const NOW = new Date("2026-11-20T12:00:00-03:00");

function attendances(names: string[], page = 1): AttendancePage & { totalPages: number } {
  const items = names.map((name, i) => ({ id: `a${page}-${i}`, name, attendedAt: "2026-11-19T10:00:00-03:00" }));
  return { items, total: 6, page, limit: 5, totalPages: 2 } as AttendancePage & { totalPages: number };
}

function Memorial({
  names = ["Ana", "Bruno"],
  page = 1,
  follow = false,
}: {
  names?: string[];
  page?: number;
  follow?: boolean;
}) {
  return (
    <article {...hook(HOOK.memorial)} {...hook(HOOK.profileId, "p1")} {...hook(HOOK.viewToken, "tok")}>
      <MemorialActions username="joao" />
      <MemorialTabs
        current="sobre"
        hrefFor={(aba) => `/profile/lourdes?aba=${aba}#abas`}
        panels={{
          sobre: <ReadMore text={LONG} />,
          galeria: (
            <GalleryPanel
              name="Lourdes"
              images={["g1", "g2", "g3"].map((id) => ({ id, imagePath: `gallery/${id}`, width: 800, height: 600 }))}
            />
          ),
        }}
      />
      <AttendanceList
        attendances={attendances(names, page)}
        hrefFor={(n) => `/profile/lourdes?presencas=${n}#presencas`}
        now={NOW}
      />
      <AttendanceForm action="/profile/lourdes" />
      {follow && <FollowSection username="lourdes" captchaToken="sandbox:0.9" />}
      <SharePanel name="Lourdes" url="http://localhost:3000/profile/lourdes" isPrivate={false} />
      <div {...hook(HOOK.memorialToast)} role="status" />
    </article>
  );
}

function page(follow = false) {
  history.replaceState(null, "", "/profile/lourdes");
  mount(<Memorial follow={follow} />, "/profile/lourdes");
  // The page's scripts in their order: live validation first, then the memorial.
  enhanceForms();
  enhanceMemorial();
}

const tab = (name: string) => document.querySelector<HTMLAnchorElement>(`a[data-tab=${name}]`)!;
const toast = () => document.querySelector("[data-memorial-toast]")!.textContent;

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 200 })),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the memorial page", () => {
  it("turns SOBRE / GALERIA into tabs: arrows move, the panel follows, ?aba= is kept for a reload", () => {
    page();
    expect(tab("sobre").getAttribute("role")).toBe("tab");
    expect(tab("sobre").getAttribute("aria-selected")).toBe("true");
    keydown(tab("sobre"), "ArrowRight");
    expect(tab("galeria").getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab("galeria"));
    expect(document.getElementById("painel-galeria")!.hidden).toBe(false);
    expect(document.getElementById("painel-sobre")!.hidden).toBe(true);
    expect(location.search).toBe("?aba=galeria");
    keydown(tab("galeria"), "Home");
    expect(location.search).toBe("");
  });

  it("cuts long texts with 'Ler mais' / 'Ler menos'", () => {
    page();
    const button = Array.from(document.querySelectorAll("button")).find((b) => b.textContent === "Ler mais")!;
    const text = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(text.textContent!.length).toBeLessThan(LONG.length);
    button.click();
    expect(text.textContent).toBe(LONG);
    expect(button.textContent).toBe("Ler menos");
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens the gallery as a carousel from a thumbnail: arrows move, 'n de N' follows", () => {
    page();
    const dialog = document.querySelector<HTMLDialogElement>("dialog[data-lightbox]")!;
    dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
    document.querySelectorAll<HTMLAnchorElement>("a[data-gallery-item]")[1]!.click();
    expect(dialog.showModal).toHaveBeenCalled();
    const counter = dialog.querySelector("[data-lightbox-counter]")!;
    expect(counter.textContent).toBe("2 de 3");
    keydown(dialog, "ArrowRight");
    expect(counter.textContent).toBe("3 de 3");
    keydown(dialog, "ArrowRight");
    expect(counter.textContent).toBe("1 de 3");
    expect(dialog.querySelector<HTMLImageElement>("img[data-lightbox-image]")!.alt).toBe(
      document.querySelectorAll("a[data-gallery-item] img")[0]!.getAttribute("alt"),
    );
  });

  it("copies the link and says so; says so too when the copy is refused", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    page();
    const copy = document.querySelector<HTMLButtonElement>("button[data-copy-link]")!;
    expect(copy.hidden).toBe(false);
    copy.click();
    await vi.waitFor(() => expect(toast()).toBe("Link copiado com sucesso!"));
    expect(writeText).toHaveBeenCalledWith("http://localhost:3000/profile/lourdes");
    writeText.mockRejectedValueOnce(new Error("denied"));
    copy.click();
    await vi.waitFor(() => expect(toast()).toBe("Erro ao copiar link"));
  });

  it("counts one visit per browser session", () => {
    page();
    page();
    const visits = vi.mocked(fetch).mock.calls.filter(([url]) => url === "/api/event/visitProfile") as unknown as [
      string,
      RequestInit,
    ][];
    expect(visits).toHaveLength(1);
    expect(JSON.parse(String(visits[0]![1].body))).toEqual({ profileId: "p1", token: "tok" });
  });

  it("swaps only the attendance section when its pager is followed", async () => {
    page();
    vi.mocked(fetch).mockImplementation(async () => {
      const { renderToString } = await import("react-dom/server");
      const { createRoutesStub } = await import("react-router");
      const Stub = createRoutesStub([{ path: "*", Component: () => <Memorial names={["Carla"]} page={2} /> }]);
      return new Response(
        `<html><body>${renderToString(<Stub initialEntries={["/profile/lourdes"]} />)}</body></html>`,
      );
    });
    const pager = document.querySelector<HTMLAnchorElement>('#presencas a[data-inplace="presencas"]')!;
    pager.click();
    await vi.waitFor(() => expect(document.querySelector("#presencas")!.textContent).toContain("Carla"));
    expect(document.querySelector("#presencas")!.textContent).not.toContain("Ana");
    expect(location.search).toBe("?presencas=2");
    expect(document.querySelectorAll("a[data-tab]")).toHaveLength(2);
  });

  it("sends 'Registrar Presença' from a dialog and announces it", async () => {
    page();
    const form = document.querySelector<HTMLFormElement>("form[data-attend-form]")!;
    const dialog = form.closest("dialog")!;
    expect(dialog.getAttribute("aria-labelledby")).toBe("registrar-presenca-titulo");
    dialog.close = vi.fn();
    vi.mocked(fetch).mockImplementation(async (url) =>
      url === "/api/event/attendProfile"
        ? new Response(JSON.stringify({ success: true, message: "Presença registrada" }), { status: 201 })
        : new Response("<html><body></body></html>", { status: 200 }),
    );
    type(byLabel("Nome"), "Carla Dias");
    type(byLabel("E-mail"), "carla@exemplo.com");
    type(byLabel("Celular"), "11987654321");
    expect(submit(form)).toBe(false);
    await vi.waitFor(() => expect(toast()).toBe("Presença registrada"));
    expect(dialog.close).toHaveBeenCalled();
    const call = vi.mocked(fetch).mock.calls.find(([url]) => url === "/api/event/attendProfile") as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toMatchObject({ profileId: "p1", token: "tok", name: "Carla Dias" });
  });
  it("after signing the list, offers to follow with the address just used in the follow form", async () => {
    page(true);
    const form = document.querySelector<HTMLFormElement>("form[data-attend-form]")!;
    form.closest("dialog")!.close = vi.fn();
    vi.mocked(fetch).mockImplementation(async (url) =>
      url === "/api/event/attendProfile"
        ? new Response(JSON.stringify({ success: true, message: "Presença registrada" }), { status: 201 })
        : new Response("<html><body></body></html>", { status: 200 }),
    );
    type(form.querySelector<HTMLInputElement>("input[name=name]")!, "Carla Dias");
    type(form.querySelector<HTMLInputElement>("input[name=email]")!, "carla@exemplo.com");
    type(form.querySelector<HTMLInputElement>("input[name=cellphone]")!, "11987654321");
    expect(submit(form)).toBe(false);
    await vi.waitFor(() =>
      expect(toast()).toBe(
        "Presença registrada. Quer receber um e-mail nas datas que importam? Siga o memorial logo abaixo.",
      ),
    );
    expect(document.querySelector<HTMLInputElement>("#seguir-email")!.value).toBe("carla@exemplo.com");
    expect(document.querySelector<HTMLFormElement>("#seguir form")!.getAttribute("action")).toBe("/seguir/lourdes");
  });
});
