import type { BiographyFacts, BiographyWriter } from "./provider";
import {
  asPhrase,
  atAge,
  byGender,
  type CalendarDate,
  joinList,
  longDate,
  parseDate,
  pick,
  placeWith,
  relativePhrase,
  seededRandom,
  withPreposition,
  yearsBetween,
} from "./template-grammar";

/** The facts a draft reads, worked out once: dates parsed, lists phrased, short name chosen. */
interface Story {
  facts: BiographyFacts;
  /** The nickname, or the first name. */
  short: string;
  birth?: CalendarDate;
  death?: CalendarDate;
  age?: number;
  interests: string[];
  relatives?: string;
  g: (masculine: string, feminine: string, free: string) => string;
}

function storyOf(facts: BiographyFacts): Story {
  const birth = parseDate(facts.birthDate);
  const death = parseDate(facts.deathDate);
  const age = birth && death ? yearsBetween(birth, death) : undefined;
  return {
    facts,
    short: facts.surname ?? facts.name.split(/\s+/)[0]!,
    birth,
    death,
    age,
    interests: facts.interests.map(asPhrase),
    relatives: facts.kinship.length > 0 ? joinList(facts.kinship.map(relativePhrase)) : undefined,
    g: (m, f, free) => byGender(facts.gender, m, f, free),
  };
}

type Sentence = (s: Story, random: () => number) => string | undefined;

const sentence = (text: string) => text.replace(/\s+/g, " ").trim();

/** Draft 1: a life story in the third person, from birth to farewell. */
const LIFE_STORY: Sentence[] = [
  ({ facts, birth }, random) => {
    const { name, hometown } = facts;
    if (birth && hometown)
      return pick(random, [
        `${name} nasceu ${placeWith("em", hometown)}, em ${longDate(birth)}.`,
        `Natural ${placeWith("de", hometown)}, ${name} veio ao mundo em ${longDate(birth)}.`,
      ]);
    if (birth) return `${name} nasceu em ${longDate(birth)}.`;
    if (hometown)
      return pick(random, [
        `${name} nasceu ${placeWith("em", hometown)}.`,
        `Natural ${placeWith("de", hometown)}, ${name} levou por toda a vida o jeito da sua terra.`,
      ]);
    return `${name} deixou uma história que merece ser contada a quem vem depois.`;
  },
  ({ facts, g }) =>
    facts.surname &&
    g(
      `Os mais próximos o chamavam de ${facts.surname}.`,
      `Os mais próximos a chamavam de ${facts.surname}.`,
      `Para os mais próximos, era simplesmente ${facts.surname}.`,
    ),
  ({ facts }, random) =>
    facts.profession &&
    pick(random, [
      `Trabalhou como ${facts.profession} e fez do ofício uma forma de cuidar das pessoas ao seu redor.`,
      `Dedicou muitos anos à profissão de ${facts.profession}, sempre com responsabilidade e capricho.`,
      `Como ${facts.profession}, deixou marcas de seriedade e dedicação em quem trabalhou ao seu lado.`,
    ]),
  ({ interests }, random) => {
    if (interests.length === 0) return undefined;
    const list = (preposition: "de" | "por") => joinList(interests.map((i) => withPreposition(preposition, i)));
    return pick(random, [
      `Gostava muito ${list("de")}.`,
      `Tinha verdadeira paixão ${list("por")}.`,
      `Quem conviveu de perto sabe o quanto gostava ${list("de")}.`,
    ]);
  },
  ({ facts }, random) =>
    facts.religion &&
    pick(random, [
      `Cultivou a fé (${facts.religion}) com serenidade e coerência.`,
      `Encontrava na fé (${facts.religion}) força e serenidade para os dias difíceis.`,
    ]),
  ({ relatives }, random) =>
    relatives &&
    pick(random, [
      `Deixa muitas saudades em ${relatives}.`,
      `Sua memória segue viva no coração de ${relatives}.`,
      `Seu amor continua presente em ${relatives}.`,
    ]),
  ({ facts, death, age }, random) => {
    const where = facts.location ? ` ${placeWith("em", facts.location)}` : "";
    if (death) {
      const when = `em ${longDate(death)}${age === undefined ? "" : `, ${atAge(age)}`}`;
      return pick(random, [`Partiu${where}, ${when}.`, `Despediu-se de nós${where}, ${when}.`]);
    }
    return where ? `Despediu-se de nós${where}.` : undefined;
  },
  ({ g, short }, random) =>
    pick(random, [
      g(
        "Será para sempre lembrado com amor.",
        "Será para sempre lembrada com amor.",
        `A lembrança de ${short} seguirá viva em cada pessoa que teve a alegria da sua convivência.`,
      ),
      `Sua história continua em cada gesto de carinho que ensinou.`,
    ]),
];

/** Draft 2: the family speaking, warm and close. */
const FAMILY_VOICE: Sentence[] = [
  ({ facts }, random) =>
    pick(random, [
      `Falar de ${facts.name} é lembrar de generosidade, presença e afeto.`,
      `${facts.name} tinha um jeito único de tornar os dias mais leves.`,
      `Quem conheceu ${facts.name} sabe: a sua presença fazia qualquer lugar parecer casa.`,
    ]),
  ({ facts }) => facts.hometown && `Trazia ${placeWith("de", facts.hometown)} as raízes que nunca esqueceu.`,
  ({ birth, death, age }) =>
    birth && death && age !== undefined && age >= 2
      ? `Entre ${birth.year} e ${death.year}, foram ${age} anos de histórias que seguem conosco.`
      : undefined,
  ({ facts }) =>
    facts.profession && `No trabalho como ${facts.profession}, mostrava o mesmo cuidado que tinha com a família.`,
  ({ interests, short }) => {
    if (interests.length === 0) return undefined;
    return interests.length === 1
      ? `O gosto ${withPreposition("por", interests[0]!)} continua a nos lembrar de ${short}.`
      : `Suas paixões (${joinList(interests)}) continuam a nos lembrar de ${short}.`;
  },
  ({ relatives }) => relatives && `Para ${relatives}, fica o exemplo de uma vida vivida com amor.`,
  ({ g, short }, random) =>
    pick(random, [
      g(
        `Para sempre em nossos corações, querido ${short}.`,
        `Para sempre em nossos corações, querida ${short}.`,
        `Para sempre em nossos corações, ${short}.`,
      ),
      "Sentiremos sua falta todos os dias, e seguiremos com o que nos ensinou.",
      `Seu legado vive em nós, ${short}.`,
    ]),
];

/** Draft 3: short and lyrical, for the memorial's first lines. */
const SHORT_TRIBUTE: Sentence[] = [
  ({ facts, birth, death, g }) => {
    if (birth && death) return `${facts.name} (${birth.year}–${death.year}).`;
    if (birth) return `${facts.name}, ${g("nascido", "nascida", "que nasceu")} em ${birth.year}.`;
    return `${facts.name}.`;
  },
  (_, random) =>
    pick(random, [
      "Viveu com simplicidade, amou com intensidade e deixou marcas que o tempo não apaga.",
      "Uma vida feita de gestos simples, abraços sinceros e muitas histórias para contar.",
      "Passou por este mundo espalhando cuidado, e é assim que vamos lembrar.",
    ]),
  ({ interests }) => (interests.length > 0 ? `Encontrava alegria ${withPreposition("em", interests[0]!)}.` : undefined),
  ({ relatives }) => relatives && `O amor de ${relatives} esteve presente até o fim.`,
  ({ g }, random) =>
    pick(random, [
      "Sua luz continua acesa em cada lembrança.",
      g("Eternamente amado.", "Eternamente amada.", "Eternamente no nosso amor."),
    ]),
];

const DRAFTS = [LIFE_STORY, FAMILY_VOICE, SHORT_TRIBUTE];

function write(parts: Sentence[], story: Story, random: () => number): string {
  return parts
    .map((part) => part(story, random))
    .filter((text): text is string => Boolean(text))
    .map(sentence)
    .join(" ");
}

/**
 * The default writer (LLM_PROVIDER=template): three drafts in different voices, each sentence
 * drawn from a few wordings by a generator seeded with the facts, so the same profile always reads
 * the same and two profiles rarely do. Sentences whose facts are missing are left out.
 */
export class TemplateBiographyWriter implements BiographyWriter {
  readonly name = "template" as const;

  writeDrafts(facts: BiographyFacts): Promise<string[]> {
    const story = storyOf(facts);
    const random = seededRandom(JSON.stringify(facts));
    return Promise.resolve(DRAFTS.map((parts) => write(parts, story, random)));
  }
}
