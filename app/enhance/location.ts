import type { locateFromPosition } from "~/features/location/enhance";
import { postApi } from "~/shared/http/api-client";
import * as HOOK from "../shared/ui/markup/hook-names";
import { selector } from "../shared/ui/markup/markup-hooks";

/**
 * The location offer (`[data-location-prompt]`, app/features/location/components/location-prompt.tsx).
 * The browser's position is asked for only when the visitor presses 'Usar minha localização',
 * never on page load; the server turns it into a city and keeps it in a cookie, and the page
 * reloads to rank its lists. 'Agora não' hides the offer for the rest of the session.
 */
const DISMISSED = "memorial:location-prompt-dismissed";
const NO_POSITION = "Não foi possível obter sua localização. Você pode escolher a cidade.";
const NO_CITY = "Não foi possível identificar sua cidade. Escolha a cidade manualmente.";

export function enhanceLocation(): void {
  const prompt = document.querySelector<HTMLElement>(selector(HOOK.locationPrompt));
  if (!prompt) return;
  try {
    if (sessionStorage.getItem(DISMISSED)) {
      prompt.hidden = true;
      return;
    }
  } catch {
    // Storage blocked: the offer simply stays.
  }
  const use = prompt.querySelector<HTMLButtonElement>(selector(HOOK.locationUse));
  const dismiss = prompt.querySelector<HTMLButtonElement>(selector(HOOK.locationDismiss));
  const status = prompt.querySelector<HTMLElement>(selector(HOOK.locationStatus));
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  if (dismiss) {
    dismiss.hidden = false;
    dismiss.addEventListener("click", () => {
      try {
        sessionStorage.setItem(DISMISSED, "1");
      } catch {
        // Hidden for this page only.
      }
      prompt.hidden = true;
    });
  }

  if (!use || !("geolocation" in navigator)) return;
  use.hidden = false;
  const fail = (text: string) => {
    use.disabled = false;
    use.removeAttribute("aria-busy");
    say(text);
  };
  use.addEventListener("click", () => {
    use.disabled = true;
    use.setAttribute("aria-busy", "true");
    say("Obtendo sua localização...");
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const response = await postApi<typeof locateFromPosition>("/api/location", {
            latitude: coords.latitude,
            longitude: coords.longitude,
          });
          const body = await response.json();
          if (body.success) {
            say(`Localização: ${body.city ? `${body.city}/` : ""}${body.state}. Atualizando a lista...`);
            location.reload();
          } else {
            fail(body.message);
          }
        } catch {
          fail(NO_CITY);
        }
      },
      () => fail(NO_POSITION),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}
