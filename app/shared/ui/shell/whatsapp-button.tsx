import { MessageCircle } from "lucide-react";
import { EXAMPLE_CHANNEL_HREF, exampleLabel } from "~/shared/contact-channels";
import { ExampleTag } from "./example-channel";
import { whatsappUrl } from "./footer";

/**
 * The floating WhatsApp button. Without a number (`null`: a demo that has none configured) it is an
 * example: marked as one, and it opens the contact page's list of channels instead of a chat.
 */
export function WhatsAppButton({ number, raised }: { number: string | null; raised: boolean }) {
  const place = `fixed right-4 z-30 flex h-14 w-14 items-center justify-center rounded-full shadow-lg ${raised ? "bottom-20 desk:bottom-4" : "bottom-4"}`;
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
