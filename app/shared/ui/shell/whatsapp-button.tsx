import { MessageCircle } from "~/shared/ui/icons/drawn/message-circle";
import { EXAMPLE_CHANNEL_HREF, exampleLabel } from "~/shared/contact-channels";
import { ExampleTag } from "./example-channel";
import { whatsappUrl } from "./footer";

/**
 * The WhatsApp button (floating from the desk breakpoint). Without a number (`null`: a demo that has none configured) it is an
 * example: marked as one, and it opens the contact page's list of channels instead of a chat.
 */
export function WhatsAppButton({ number }: { number: string | null }) {
  // On a phone a floating button sits over the page and covered its controls ('Compartilhar
  // Lembrança' at 360 px): there it ends the page, in the flow, above the footer. From the desk
  // breakpoint, where the content has room beside it, it floats at the bottom right.
  const place =
    "relative z-30 mr-4 mb-4 flex h-14 w-14 flex-none items-center justify-center self-end rounded-full shadow-lg desk:fixed desk:right-4 desk:bottom-4 desk:m-0";
  if (!number)
    return (
      <a
        href={EXAMPLE_CHANNEL_HREF}
        aria-label={exampleLabel("whatsapp")}
        data-example-channel="whatsapp"
        className={`${place} border-2 border-dashed border-[#1a7f4b] bg-white text-[#1a7f4b] hover:bg-sky-50`}
      >
        <MessageCircle className="h-7 w-7" aria-hidden="true" />
        <ExampleTag className="absolute -bottom-2" />
      </a>
    );
  return (
    <a
      href={whatsappUrl(number, "Olá! Gostaria de falar com a equipe do memorial.")}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Fale conosco pelo WhatsApp"
      className={`${place} bg-[#1a7f4b] text-white hover:bg-[#146b3e]`}
    >
      <MessageCircle className="h-7 w-7" aria-hidden="true" />
    </a>
  );
}
