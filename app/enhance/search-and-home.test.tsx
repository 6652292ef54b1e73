// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CemeteryCarousel } from "~/features/cemeteries/components/home-sections";
import { LiveSearchForm } from "~/shared/ui/live-search-form";
import type { Cemetery } from "~/features/cemeteries/cemeteries.server";
import { LocationPrompt } from "~/features/location/components/location-prompt";
import { enhanceCarousels } from "./carousel";
import { mount, submit } from "./dom-test-support";
import { enhanceLiveSearch } from "./live-search";
import { enhanceLocation } from "./location";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function Results({ count, names }: { count: string; names: string[] }) {
  return (
    <div id="resultados" data-live-search-results="" data-live-search-count={count}>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

function searchPage() {
  history.replaceState(null, "", "/searchCemeteries");
  mount(
    <>
      <LiveSearchForm
        action="/searchCemeteries"
        resultsId="resultados"
        label="Buscar cemitério"
        placeholder="Nome ou cidade"
        value=""
        debounce={500}
      />
      <Results count="2 cemitérios encontrados" names={["Consolação", "Araçá"]} />
    </>,
  );
  const fetch = vi.fn(async (url: URL) => {
    const query = url.searchParams.get("busca") ?? "";
    const html = `<html><head><title>Busca: ${query}</title></head><body><div id="resultados" data-live-search-results data-live-search-count="1 cemitério encontrado"><ul><li>${query} encontrado</li></ul></div></body></html>`;
    return new Response(html, { status: 200, headers: { "Content-Type": "text/html" } });
  });
  vi.stubGlobal("fetch", fetch);
  enhanceLiveSearch();
  const form = document.querySelector("form")!;
  const input = form.querySelector("input")!;
  return { form, input, fetch };
}

describe("live search", () => {
  it("waits for the pause after the last keystroke, then swaps the results, the address and the title in place", async () => {
    vi.useFakeTimers();
    const { input, fetch } = searchPage();
    for (const text of ["Con", "Cons", "Conso"]) {
      input.value = text;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      vi.advanceTimersByTime(300);
    }
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]![0])).toBe(`${location.origin}/searchCemeteries?busca=Conso`);
    await vi.waitFor(() => expect(document.querySelector("#resultados li")?.textContent).toBe("Conso encontrado"));
    expect(location.pathname + location.search).toBe("/searchCemeteries?busca=Conso");
    expect(document.title).toBe("Busca: Conso");
    await vi.advanceTimersByTimeAsync(150);
    expect(document.querySelector("[data-live-search-status]")?.textContent).toBe("1 cemitério encontrado");
  });

  it("searches at once on submit, without reloading the page", async () => {
    const { form, input, fetch } = searchPage();
    input.value = "Araçá";
    expect(submit(form)).toBe(false);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  });
});

const cemetery = (id: number, name: string): Cemetery => ({
  id,
  name,
  city: "São Paulo",
  state: "SP",
  built: true,
  imagePath: null,
});

describe("carousels", () => {
  function carousel(scrollWidth: number, clientWidth: number) {
    mount(<CemeteryCarousel cemeteries={[1, 2, 3, 4, 5].map((id) => cemetery(id, `Cemitério ${id}`))} />);
    const track = document.querySelector<HTMLElement>("[data-carousel-track]")!;
    Object.defineProperty(track, "scrollWidth", { value: scrollWidth });
    Object.defineProperty(track, "clientWidth", { value: clientWidth });
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      track.scrollLeft += options.left ?? 0;
    });
    track.scrollBy = scrollBy as unknown as HTMLElement["scrollBy"];
    enhanceCarousels();
    return {
      track,
      scrollBy,
      controls: document.querySelector<HTMLElement>("[data-carousel-controls]")!,
      prev: document.querySelector<HTMLButtonElement>("[data-carousel-prev]")!,
      next: document.querySelector<HTMLButtonElement>("[data-carousel-next]")!,
    };
  }

  it("reveals previous/next when the cards overflow; each moves one visible width and is marked at its end", () => {
    const { controls, prev, next, scrollBy } = carousel(1200, 400);
    expect(controls.hidden).toBe(false);
    expect(prev.getAttribute("aria-disabled")).toBe("true");
    expect(next.getAttribute("aria-disabled")).toBe("false");
    prev.click();
    expect(scrollBy).not.toHaveBeenCalled();
    next.click();
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 400 }));
  });

  it("keeps the buttons hidden when every card fits", () => {
    const { controls } = carousel(400, 400);
    expect(controls.hidden).toBe(true);
  });
});

describe("the location offer", () => {
  const offer = () => document.querySelector<HTMLElement>("[data-location-prompt]")!;
  const button = (name: string) =>
    Array.from(document.querySelectorAll("button")).find((b) => b.textContent?.includes(name))!;

  it("reveals its buttons; 'Agora não' hides it for the rest of the session", () => {
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition: vi.fn() } });
    mount(<LocationPrompt redirectTo="/" />);
    enhanceLocation();
    expect(button("Usar minha localização").hidden).toBe(false);
    button("Agora não").click();
    expect(offer().hidden).toBe(true);
    mount(<LocationPrompt redirectTo="/" />);
    enhanceLocation();
    expect(offer().hidden).toBe(true);
  });

  it("asks the browser only on the click, and says so when the city cannot be found", async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: -23.5, longitude: -46.6 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: false, message: "Fora do Brasil." }), { status: 400 }),
    );
    vi.stubGlobal("fetch", fetch);
    mount(<LocationPrompt redirectTo="/" />);
    enhanceLocation();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    button("Usar minha localização").click();
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(document.querySelector("[data-location-status]")?.textContent).toBe("Fora do Brasil."),
    );
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      latitude: -23.5,
      longitude: -46.6,
    });
    expect(button("Usar minha localização").disabled).toBe(false);
  });

  it("offers only the city choice when the browser has no geolocation", () => {
    const { geolocation: _, ...withoutGeolocation } = navigator as Navigator & { geolocation?: unknown };
    vi.stubGlobal("navigator", withoutGeolocation);
    mount(<LocationPrompt redirectTo="/" />);
    enhanceLocation();
    expect(button("Usar minha localização").hidden).toBe(true);
  });
});
