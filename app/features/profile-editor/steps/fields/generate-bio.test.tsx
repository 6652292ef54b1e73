// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GenerateBio } from "./generate-bio";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

async function render(used = false) {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <form>
        <input name="hometown" defaultValue="Recife" />
        <input name="interests[0].description" defaultValue="Costura" />
        <input name="interests[1].description" defaultValue=" " />
        <input name="kinships[0].name" defaultValue="Pedro" />
        <textarea id="historia" name="description" defaultValue="" />
        <GenerateBio basics={{ name: "Helena Duarte" }} targetId="historia" used={used} usedField="bioGenerated" />
      </form>,
    ),
  );
}

const link = () => [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Gerar biografia"));
const click = (target: Element) => act(async () => (target as HTMLElement).click());

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

describe("the 'Gerar biografia' link", () => {
  it("sends the typed fields, offers at most 3 drafts, fills the life story with the one picked, and is gone", async () => {
    const fetchMock = vi.fn(async () =>
      // One draft more than the contract allows: the link still offers 3.
      Response.json({
        success: true,
        bio: "Primeira.",
        biographies: ["Primeira.", "Segunda.", "Terceira.", "Quarta."],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await render();
    await click(link()!);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/gpt/getBioToProfile");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Helena Duarte",
      hometown: "Recife",
      interests: ["Costura"],
      kinship: ["Pedro"],
    });
    const choices = [...document.querySelectorAll("button")].filter((b) =>
      b.textContent?.startsWith("Usar a sugestão"),
    );
    expect(choices).toHaveLength(3);
    expect(link()).toBeUndefined();
    await click(choices[1]!);
    expect((document.getElementById("historia") as HTMLTextAreaElement).value).toBe("Segunda.");
    expect(link()).toBeUndefined();
    // Saved with the step, so the link stays gone when the step is reopened.
    expect(new FormData(document.querySelector("form")!).get("bioGenerated")).toBe("1");
  });

  it("is not offered when the step was saved after using it", async () => {
    await render(true);
    expect(link()).toBeUndefined();
  });

  it("says 'Erro ao gerar biografia personalizada' when the call fails, and may be tried again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: false, message: "x" }, { status: 500 })),
    );
    await render();
    await click(link()!);
    expect(document.body.textContent).toContain("Erro ao gerar biografia personalizada");
    expect(link()).toBeDefined();
  });
});
