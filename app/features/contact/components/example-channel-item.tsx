import { CHANNEL_NAME, type ContactChannel, EXAMPLE_CHANNEL_SHOWN } from "~/shared/contact-channels";
import { ExampleTag } from "~/shared/ui/shell/example-channel";

const EXPLANATION: Record<ContactChannel, string> = {
  whatsapp: "Número fictício desta demonstração: o número real aparece aqui quando for configurado.",
  instagram: "Perfil fictício desta demonstração: o perfil real aparece aqui quando for configurado.",
};

/**
 * A channel a demo has not configured, in the contact page's list: the stand-in contact as text
 * (no link to follow), marked and explained as an example.
 */
export function ExampleChannelItem({ channel, icon }: { channel: ContactChannel; icon: React.ReactNode }) {
  return (
    <li data-example-channel={channel}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {icon}
        <span>
          {CHANNEL_NAME[channel]}: {EXAMPLE_CHANNEL_SHOWN[channel]}
        </span>
        <ExampleTag />
      </p>
      <p className="mt-1 ml-8 text-sm text-ink-soft">{EXPLANATION[channel]}</p>
    </li>
  );
}
