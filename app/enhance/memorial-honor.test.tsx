// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemorialActions } from "~/features/memorial/components/memorial-actions";
import { mount } from "./dom-test-support";
import { hook, HOOK } from "../shared/ui/markup/markup-hooks";
import { enhanceHonorDialog, HONOR_MESSAGES } from "./memorial-honor";

function page() {
  history.replaceState(null, "", "/profile/joao");
  mount(
    <article {...hook(HOOK.memorial)}>
      <MemorialActions username="joao" token="tok" />
    </article>,
    "/profile/joao",
  );
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  });
  enhanceHonorDialog(document.querySelector<HTMLElement>("[data-memorial]")!);
  return document.querySelector<HTMLDialogElement>("dialog.honor-dialog")!;
}

const link = (name: string) =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>("a")).find((a) => a.textContent?.includes(name))!;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the tribute buttons of the memorial", () => {
  it("open the honor form in a dialog, in a same-origin frame without the site's chrome", () => {
    const dialog = page();
    link("Acender Vela").click();
    expect(dialog.hasAttribute("open")).toBe(true);
    const frame = dialog.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("/homenagear/joao?tipo=candle&token=tok&embed=1");
    expect(frame.title).toBe("Formulário: Acender Vela");
    expect(dialog.querySelector("h2")!.textContent).toBe("Acender Vela");
  });

  it("leave a modified click (new tab) to the browser, and close on 'Fechar' or when the form says so", () => {
    const dialog = page();
    const message = link("Deixar Mensagem");
    const ctrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    message.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(dialog.hasAttribute("open")).toBe(false);

    // No frame in the page before a click.
    expect(document.querySelector("iframe")).toBeNull();
    message.click();
    expect(dialog.querySelector("iframe")).not.toBeNull();
    dialog.querySelector<HTMLButtonElement>("[data-dialog-close]")!.click();
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.querySelector("iframe")).toBeNull();

    message.click();
    const frame = dialog.querySelector("iframe")!;
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: HONOR_MESSAGES.close },
        origin: location.origin,
        source: frame.contentWindow,
      }),
    );
    expect(dialog.hasAttribute("open")).toBe(false);
  });

  it("ignore messages from other origins", () => {
    const dialog = page();
    link("Compartilhar Lembrança").click();
    window.dispatchEvent(
      new MessageEvent("message", { data: { type: HONOR_MESSAGES.close }, origin: "https://malicioso.example" }),
    );
    expect(dialog.hasAttribute("open")).toBe(true);
  });
});
