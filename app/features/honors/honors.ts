import { Flame, Image as ImageIcon, MessageSquare } from "~/shared/ui/icons";

/** The tributes of the hub (/homenagens) and the title of their choose-profiles screens. */
export const HONORS = {
  photo: {
    title: "Lembrança",
    card: "Compartilhar Lembrança",
    text: "Compartilhe uma foto e uma lembrança de quem partiu.",
    intro: "Escolha o perfil em que você quer compartilhar uma lembrança.",
    Icon: ImageIcon,
  },
  candle: {
    title: "Vela",
    card: "Acender Vela",
    text: "Acenda uma vela virtual em homenagem a quem você ama.",
    intro: "Escolha o perfil em que você quer acender uma vela.",
    Icon: Flame,
  },
  message: {
    title: "Mensagem",
    card: "Deixar Mensagem",
    text: "Deixe uma mensagem de carinho para a família e os amigos.",
    intro: "Escolha o perfil em que você quer deixar uma mensagem.",
    Icon: MessageSquare,
  },
} as const;

export type Honor = keyof typeof HONORS;

export function isHonor(value: string | undefined): value is Honor {
  return value === "photo" || value === "candle" || value === "message";
}
