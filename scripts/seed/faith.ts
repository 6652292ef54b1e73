import { RELIGIONS, referencesOf } from "~/features/faith";
import type { PlanType } from "./data/person";

/**
 * The demo's religious references and messages to relatives (decision 045): paid memorials get a
 * catalogue text of the religion the family wrote (or a 'sem religião' one), every fourth one the
 * family's own words, and messages beside their first relatives.
 */
const OWN_WORDS = [
  "Sua fé foi o nosso chão. Descanse em paz, com a certeza de que cuidaremos uns dos outros.",
  "Você nos ensinou a rezar, a rir e a recomeçar. Que Deus o receba como você recebia a todos.",
];

const MESSAGES = [
  "Obrigado por cada domingo à mesa. Cuide de nós daí de cima.",
  "Você foi o meu exemplo. Sigo tentando ser metade do que você foi.",
  "Prometo cuidar do jardim do jeito que você gostava.",
  "Seu abraço ainda me acompanha em cada manhã.",
  "Saudade do seu café e das suas histórias. Te amo para sempre.",
];

export function demoReference(religion: string | null | undefined, type: PlanType, index: number) {
  if (type === "Free") return { religiousReferenceId: null, religiousReferenceText: null };
  if (index % 4 === 3)
    return { religiousReferenceId: null, religiousReferenceText: OWN_WORDS[index % OWN_WORDS.length]! };
  const key = RELIGIONS.find((r) => r.label === religion)?.key ?? "sem-religiao";
  const options = referencesOf(key);
  return { religiousReferenceId: options[index % options.length]!.id, religiousReferenceText: null };
}

/** The message beside the relative at `position`: the first two relatives of a paid memorial. */
export function demoRelativeMessage(type: PlanType, index: number, position: number): string | null {
  if (type === "Free" || position > 1) return null;
  return MESSAGES[(index + position) % MESSAGES.length]!;
}
