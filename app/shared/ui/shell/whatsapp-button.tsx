import { MessageCircle } from "lucide-react";
import { whatsappUrl } from "./footer";

export function WhatsAppButton({ number, raised }: { number: string; raised: boolean }) {
  return (
    <a
      href={whatsappUrl(number, "Olá! Gostaria de falar com a equipe do memorial.")}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Fale conosco pelo WhatsApp"
      className={`fixed right-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg hover:bg-[#146b3e] ${raised ? "bottom-20 desk:bottom-4" : "bottom-4"}`}
    >
      <MessageCircle className="h-7 w-7" aria-hidden="true" />
    </a>
  );
}
