import { profileHref } from "~/features/profiles";
import type { MailMessage } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { formatDate, TIME_ZONE } from "~/shared/format/format";
import { mailBody } from "~/shared/format/html";
import { publicBaseUrl } from "~/shared/public-url.server";
import { confirmFollowPath, unsubscribeFollowPath } from "./followers.constants";
import type { DateOccasion } from "./occasions";

/** The memorial an e-mail is about. */
export interface MailMemorial {
  name: string;
  username: string;
}

/** What a ceremony's announcement says (given by the ceremonies feature through the composition root). */
export interface CeremonyAnnouncement {
  ceremonyId: string;
  profileId: string;
  kindLabel: string;
  startsAt: Date;
  placeText: string;
  mapUrl: string | null;
  streamUrl: string | null;
}

export type Occasion = DateOccasion | { kind: "ceremony"; key: string; ceremony: CeremonyAnnouncement };

const memorialUrl = (memorial: MailMemorial) => `${publicBaseUrl()}${profileHref(memorial.username)}`;
/** The honor form opened for a candle (a GET that only prefills the choice). */
export const candleUrl = (memorial: MailMemorial) =>
  `${publicBaseUrl()}/homenagear/${encodeURIComponent(memorial.username)}?tipo=candle`;

/** The double opt-in's e-mail: the link opens a page with a 'Confirmar' button. */
export function confirmationMail(to: string, memorial: MailMemorial, token: string): MailMessage {
  const body = mailBody([
    `Olá. Recebemos um pedido para seguir o memorial de ${memorial.name} com este endereço de e-mail.`,
    `Para confirmar, abra o link abaixo e toque em "Confirmar":\n${publicBaseUrl()}${confirmFollowPath(token)}`,
    "Depois disso, você receberá um e-mail nas datas que importam: o aniversário, o sétimo e o trigésimo dia, o aniversário de falecimento, o Dia de Finados e quando uma cerimônia for marcada.",
    "Se não foi você quem pediu, ignore esta mensagem: sem a confirmação, nada será enviado. O link vale por 7 dias.",
    `${config().SITE_NAME}`,
  ]);
  return { to, subject: `Confirme para seguir o memorial de ${memorial.name}`, ...body };
}

/** Sent instead of a confirmation when the address already follows: the form never tells which. */
export function alreadyFollowingMail(to: string, memorial: MailMemorial, unsubscribeToken: string): MailMessage {
  const body = mailBody([
    `Olá. Recebemos um novo pedido para seguir o memorial de ${memorial.name} com este endereço, que já o segue. Não é preciso fazer nada.`,
    `Memorial: ${memorialUrl(memorial)}`,
    `Para deixar de seguir: ${publicBaseUrl()}${unsubscribeFollowPath(unsubscribeToken)}`,
    `${config().SITE_NAME}`,
  ]);
  return {
    to,
    subject: `Você já segue o memorial de ${memorial.name}`,
    ...body,
    ...unsubscribeHeaders(unsubscribeToken),
  };
}

const years = (n: number) => `${n} ${n === 1 ? "ano" : "anos"}`;

function whenOf(date: Date): string {
  const time = new Intl.DateTimeFormat("pt-BR", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(
    date,
  );
  return `${formatDate(date)}, às ${time}`;
}

/** Subject and opening words of each occasion: calm, in pt-BR. */
function occasionWords(occasion: Occasion, name: string): { subject: string; lines: string[] } {
  switch (occasion.kind) {
    case "birthday":
      return {
        subject: `Hoje é aniversário de ${name}`,
        lines: [`Hoje ${name} faria aniversário. Um dia para lembrar com carinho de quem faz falta.`],
      };
    case "death-anniversary":
      return {
        subject: `Hoje faz ${years(occasion.years)} da partida de ${name}`,
        lines: [`Hoje faz ${years(occasion.years)} que ${name} partiu. A saudade continua, e a lembrança também.`],
      };
    case "seventh-day":
      return {
        subject: `Sétimo dia da partida de ${name}`,
        lines: [`Hoje é o sétimo dia da partida de ${name}. Um momento para lembrar e rezar, cada um a seu modo.`],
      };
    case "thirtieth-day":
      return {
        subject: `Trigésimo dia da partida de ${name}`,
        lines: [`Hoje completa um mês, o trigésimo dia, da partida de ${name}. Seguimos lembrando juntos.`],
      };
    case "finados":
      return {
        subject: `Dia de Finados: lembrando ${name}`,
        lines: [`Hoje é Dia de Finados, o dia de lembrar de quem partiu. Hoje lembramos de ${name}.`],
      };
    case "ceremony": {
      const c = occasion.ceremony;
      return {
        subject: `${c.kindLabel} de ${name}: ${whenOf(c.startsAt)}`,
        lines: [
          `A família marcou: ${c.kindLabel} de ${name}.`,
          `Quando: ${whenOf(c.startsAt)} (horário de Brasília).\nOnde: ${c.placeText}`,
          ...(c.mapUrl ? [`Como chegar: ${c.mapUrl}`] : []),
          ...(c.streamUrl ? [`Transmissão ao vivo: ${c.streamUrl}`] : []),
        ],
      };
    }
  }
}

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the link. */
function unsubscribeHeaders(unsubscribeToken: string): Pick<MailMessage, "headers"> {
  const url = `${publicBaseUrl()}${unsubscribeFollowPath(unsubscribeToken)}`;
  return { headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

/** One occasion's e-mail to one follower: the words, a candle in one click, and the way out. */
export function occasionMail(to: string, memorial: MailMemorial, occasion: Occasion, unsubscribeToken: string) {
  const words = occasionWords(occasion, memorial.name);
  const body = mailBody([
    ...words.lines,
    `Acender uma vela em homenagem: ${candleUrl(memorial)}`,
    `Visitar o memorial: ${memorialUrl(memorial)}`,
    `Você recebe este e-mail porque segue o memorial de ${memorial.name}. Para deixar de seguir, com um clique: ${publicBaseUrl()}${unsubscribeFollowPath(unsubscribeToken)}`,
    `${config().SITE_NAME}`,
  ]);
  return { to, subject: words.subject, ...body, ...unsubscribeHeaders(unsubscribeToken) } satisfies MailMessage;
}
