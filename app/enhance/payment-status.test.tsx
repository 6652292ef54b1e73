// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentStatusPanel } from "~/features/payments/components/payment-status-panel";
import type { PaymentPageView } from "~/features/payments/payment-page.server";
import { mount } from "./dom-test-support";
import { enhancePaymentStatus, NEXT_DELAY_MS } from "./payment-status";

/** A stand-in EventSource the test drives: it records the URL and replays server events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

const PENDING_PIX: PaymentPageView = {
  id: "0b7e4f9c-1d2a-4c3b-9e8f-7a6b5c4d3e2f",
  status: "pending",
  product: "Adição de saldo na carteira",
  description: "Saldo na carteira",
  amount: "R$ 50,00",
  method: "PIX",
  installments: 1,
  date: "10/03/2026",
  pix: { qrImage: "data:image/png;base64,AAAA", code: "00020126580014br.gov.bcb.pix6304ABCD" },
  next: "/wallet",
};

const text = (selector: string) => document.querySelector(selector)?.textContent?.trim();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.last = undefined;
});

describe("the payment status page", () => {
  it("shows 'Pagamento confirmado' in place when the stream reports approval, then goes on after 3 s", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", FakeEventSource);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    mount(<PaymentStatusPanel view={PENDING_PIX} />);
    expect(text("h1")).toBe("Aguardando pagamento");
    expect(text("[data-payment-message]")).toBe("Aguarde o pagamento ser aprovado...");
    enhancePaymentStatus();
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`/api/payment/events/${PENDING_PIX.id}`);

    source.emit("status", JSON.stringify({ id: PENDING_PIX.id, status: "pending" }));
    expect(text("h1")).toBe("Aguardando pagamento");
    source.emit("status", "not json");
    source.emit("status", JSON.stringify({ id: PENDING_PIX.id, status: "approved" }));
    expect(text("h1")).toBe("Pagamento confirmado");
    expect(text("[data-payment-label]")).toBe("Aprovado");
    expect(document.querySelector("[data-payment-pix]")).toBeNull();
    expect(source.closed).toBe(true);

    vi.advanceTimersByTime(NEXT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith("/wallet");
  });

  it("shows 'Pagamento recusado' for a declined payment and stays", () => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", FakeEventSource);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    mount(<PaymentStatusPanel view={{ ...PENDING_PIX, method: "Cartão de crédito", pix: null }} />);
    enhancePaymentStatus();
    FakeEventSource.last!.emit("status", JSON.stringify({ status: "rejected" }));
    expect(text("h1")).toBe("Pagamento recusado");
    vi.advanceTimersByTime(10_000);
    expect(assign).not.toHaveBeenCalled();
  });

  it("copies the PIX code, and says so when the clipboard refuses", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    mount(<PaymentStatusPanel view={PENDING_PIX} />);
    const button = document.querySelector<HTMLButtonElement>("[data-payment-copy]")!;
    expect(button.hidden).toBe(true);
    enhancePaymentStatus();
    expect(button.hidden).toBe(false);
    button.click();
    await vi.waitFor(() => expect(text("[data-payment-notice]")).toBe("Código copiado com sucesso!"));
    expect(writeText).toHaveBeenCalledWith(PENDING_PIX.pix!.code);
    button.click();
    await vi.waitFor(() => expect(text("[data-payment-notice]")).toBe("Falha ao copiar o código"));
  });

  it("a payment already settled opens no stream", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    mount(<PaymentStatusPanel view={{ ...PENDING_PIX, status: "rejected", pix: null, next: null }} />);
    enhancePaymentStatus();
    expect(FakeEventSource.last).toBeUndefined();
    expect(text("h1")).toBe("Pagamento recusado");
  });
});
