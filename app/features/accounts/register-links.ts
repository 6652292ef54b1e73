import { explanationKeyOf, withExplanation } from "~/shared/ui/flash";

/**
 * Where the registration page's 'Entrar' link goes. A visitor who scanned a plaque without a memorial
 * (`/register?motivo=placa-sem-memorial`) and already has an account signs in and goes on to create
 * the memorial, still told why; the plaque's hash waits in its cookie either way. Read from the URL
 * alone, so the page stays the same for every visitor of that URL.
 */
export function loginHrefFor(url: URL): string {
  if (explanationKeyOf(url) !== "placa-sem-memorial") return "/login";
  const next = withExplanation("/create-loved-one-profile", "placa-para-vincular");
  return withExplanation(`/login?redirectTo=${encodeURIComponent(next)}`, "placa-sem-memorial");
}
