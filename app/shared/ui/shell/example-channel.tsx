import { CHANNEL_NAME, type ContactChannel } from "~/shared/contact-channels";

/** The visible mark on a channel a demo shows as an example (contact-channels.ts). */
export function ExampleTag({ className = "" }: { className?: string }) {
  return (
    <span
      className={`rounded-full border border-sky-700 bg-white px-1.5 text-xs leading-5 font-semibold text-sky-800 ${className}`}
    >
      exemplo
    </span>
  );
}

/** "WhatsApp e Instagram de exemplo: canais ainda não configurados nesta demonstração." */
export function exampleChannelsNote(channels: readonly ContactChannel[]): string {
  const names = channels.map((channel) => CHANNEL_NAME[channel]).join(" e ");
  return channels.length === 1
    ? `${names} de exemplo: canal ainda não configurado nesta demonstração.`
    : `${names} de exemplo: canais ainda não configurados nesta demonstração.`;
}
