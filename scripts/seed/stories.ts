/**
 * Life stories for the demo memorials: an opening about birth and childhood, the paragraph only
 * that person has, a paragraph about faith, passions and family, and a farewell. The pieces are
 * written in gender-neutral Portuguese so they fit everyone.
 */
import { CAPITALS, CEMETERIES, CITY_ARTICLE, STATE_PHRASES } from "./data/cemeteries";
import type { PersonSeed } from "./data/person";

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** "1931-04-17" → "17 de abril de 1931" ("1º de" on the first day). */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return `${day === 1 ? "1º" : day} de ${MONTHS[month - 1]} de ${year}`;
}

export function ageAt(birth: string, death: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [dy, dm, dd] = death.split("-").map(Number) as [number, number, number];
  return dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
}

/** "Hospital X, Belém/PA" → { city: "Belém", state: "PA" }. */
export function cityOf(place: string): { city: string; state: string } {
  const last = place.split(", ").at(-1) ?? place;
  const [city = last, state = ""] = last.split("/");
  return { city, state };
}

/** "em Belém", "no Rio de Janeiro"; "para o Rio de Janeiro" with `to`. */
export function inCity(city: string, to = false): string {
  const article = CITY_ARTICLE[city];
  if (to) return article ? `para ${article} ${city}` : `para ${city}`;
  return article ? `${article === "o" ? "no" : "na"} ${city}` : `em ${city}`;
}

/** "em Piracicaba, no interior paulista"; just "em Belém" for a capital. */
function birthPlace(place: string): string {
  const { city, state } = cityOf(place);
  const phrase = STATE_PHRASES[state];
  return CAPITALS.has(city) || !phrase ? inCity(city) : `${inCity(city)}, ${phrase}`;
}

const COMPOUND_FIRST = new Set(["Maria", "José", "Antônio", "Francisca", "João"]);
const PARTICLES = new Set(["de", "da", "do", "das", "dos"]);

/** The given name as people said it: "Maria de Lourdes", "José Geraldo", "Hiroshi". */
export function givenName(name: string): string {
  const words = name.split(" ");
  if (!COMPOUND_FIRST.has(words[0]!) || words.length < 3) return words[0]!;
  return PARTICLES.has(words[1]!) ? words.slice(0, 3).join(" ") : words.slice(0, 2).join(" ");
}

const CHILDHOOD = [
  "A infância foi simples e feliz, de quintal de terra batida, pé de manga e rádio ligado na cozinha.",
  "Cresceu numa casa cheia, entre irmãos, primos e vizinhos que entravam sem bater, onde sempre cabia mais um no almoço de domingo.",
  "Dos primeiros anos, guardava o cheiro do café passado no coador de pano e as histórias contadas na varanda ao fim da tarde.",
  "Desde cedo aprendeu que o trabalho dignifica e que a palavra dada vale mais do que qualquer papel assinado.",
  "Na escola, chamava atenção menos pelas notas e mais pela curiosidade: queria saber como tudo funcionava, e por quê.",
  "A família tinha pouco dinheiro e muito afeto, e essa combinação moldou um jeito generoso de estar no mundo.",
  "Foi uma infância de pés descalços, banhos de rio e brincadeiras que só terminavam quando chamavam para o jantar.",
  "Vinha de uma família grande e barulhenta, e dali trouxe para a vida inteira o gosto por mesa cheia e conversa comprida.",
];

const FAITH: Record<string, string[]> = {
  Católica: [
    "A fé católica foi companhia constante: rezava o terço antes de dormir e não perdia a missa de domingo.",
    "A devoção a Nossa Senhora Aparecida era coisa séria, com uma vela sempre acesa no oratório e um santinho guardado na carteira.",
    "Frequentava a paróquia do bairro com assiduidade e trabalhava nas quermesses com a alegria de quem serve.",
  ],
  Evangélica: [
    "A fé evangélica sustentou cada etapa da caminhada, e os hinos cantados em casa ainda ecoam na memória da família.",
    "Na igreja encontrou uma segunda família, com quem partilhava cultos, hinos e a certeza de que nenhuma dor é maior que a esperança.",
  ],
  Espírita: [
    "A doutrina espírita trouxe serenidade e a convicção de que a vida continua e de que o amor não se perde.",
    "No centro espírita, aprendeu e ensinou que a caridade é a forma mais sincera de oração.",
  ],
  Umbanda: [
    "Na umbanda encontrou acolhimento e força, e nas giras do terreiro era presença querida e respeitada.",
    "A fé na umbanda ensinou a acolher sem julgar e a agradecer aos guias por cada dia vivido.",
  ],
  Candomblé: [
    "Do candomblé vinham o respeito aos mais velhos, às folhas e às águas, ensinamentos levados para a vida inteira.",
    "No terreiro, aprendeu que a ancestralidade caminha com a gente e que cuidar da comunidade é uma forma de fé.",
  ],
  Judaica: [
    "As tradições judaicas da família eram vividas com carinho: o jantar de sexta-feira, as velas acesas, as histórias dos antepassados.",
    "A fé judaica deu sentido aos ciclos da vida e ensinou que lembrar também é uma forma de amar.",
  ],
  Budista: [
    "A prática budista trouxe serenidade aos dias e a lição de que tudo passa, menos a gentileza.",
    "Meditava ao amanhecer e repetia que viver com atenção é o maior presente que se pode dar a alguém.",
  ],
  "Sem religião": [
    "Sem religião, cultivava uma espiritualidade própria, feita de gratidão, bons livros e respeito por todas as crenças.",
    "Não seguia nenhuma religião, mas acreditava profundamente nas pessoas e na força da solidariedade.",
  ],
};

const CLOSINGS = [
  (n: string) => `A saudade é grande, mas maior ainda é a gratidão por tudo o que ${n} viveu e ensinou.`,
  (n: string) => `O que ${n} semeou continua florescendo em cada pessoa que teve a sorte de cruzar o seu caminho.`,
  () => "Fica a lembrança de uma vida inteira vivida com coragem, ternura e bom humor.",
  () => "Sua presença segue viva nas histórias contadas à mesa e nos gestos que a família repete sem perceber.",
  () => "Este memorial é um lugar para lembrar, agradecer e continuar a conversa que a saudade não deixa terminar.",
  (n: string) => `Quem conviveu com ${n} sabe: há pessoas que não vão embora, apenas mudam de lugar dentro da gente.`,
  () => "A família agradece cada oração, cada vela acesa e cada lembrança compartilhada aqui.",
];

const NUMBERS_M = ["", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"];
const NUMBERS_F = ["", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"];

/** "três filhos", "uma neta", "duas filhas". */
function counted(degrees: string[], male: string, female: string, plural: [string, string]): string | undefined {
  if (degrees.length === 0) return undefined;
  const allFemale = degrees.every((d) => d === female);
  const n = degrees.length;
  if (n === 1) return allFemale ? `uma ${female.toLowerCase()}` : `um ${male.toLowerCase()}`;
  return `${(allFemale ? NUMBERS_F : NUMBERS_M)[n] ?? n} ${allFemale ? plural[1] : plural[0]}`;
}

export function parseKin(kin: string | undefined): Array<{ degree: string; name: string }> {
  if (!kin) return [];
  return kin.split(";").map((pair) => {
    const [degree = "", name = ""] = pair.split(":").map((part) => part.trim());
    return { degree, name };
  });
}

/** "a, b e c"; an item with an apposition ("a esposa, Dalva") closes it with a comma. */
function joinList(items: string[]): string {
  return items
    .map((item, i) => {
      if (i === items.length - 1) return item;
      const separator = i === items.length - 2 ? " e " : ", ";
      return item.includes(", ") ? `${item},${separator === ", " ? " " : separator}` : `${item}${separator}`;
    })
    .join("");
}

function familySentence(person: PersonSeed, predeceased: Set<string>, pick: number): string {
  const kin = parseKin(person.kin);
  const alive = kin.filter((k) => !predeceased.has(k.name));
  const degrees = (...names: string[]) => alive.filter((k) => names.includes(k.degree)).map((k) => k.degree);
  const parts: string[] = [];
  const spouse = alive.find((k) => k.degree === "Esposa" || k.degree === "Marido");
  if (spouse)
    parts.push(`${spouse.degree === "Esposa" ? "a" : "o"} ${spouse.degree.toLowerCase()}, ${givenName(spouse.name)}`);
  const parents = alive.filter((k) => k.degree === "Mãe" || k.degree === "Pai");
  if (parents.length === 2) parts.push(`os pais, ${parents.map((p) => givenName(p.name)).join(" e ")}`);
  else if (parents[0]) parts.push(`${parents[0].degree === "Mãe" ? "a mãe" : "o pai"}, ${givenName(parents[0].name)}`);
  for (const group of [
    counted(degrees("Filho", "Filha"), "Filho", "Filha", ["filhos", "filhas"]),
    counted(degrees("Neto", "Neta"), "Neto", "Neta", ["netos", "netas"]),
    counted(degrees("Bisneto", "Bisneta"), "Bisneto", "Bisneta", ["bisnetos", "bisnetas"]),
    counted(degrees("Irmão", "Irmã"), "Irmão", "Irmã", ["irmãos", "irmãs"]),
  ]) {
    if (group) parts.push(group);
  }
  const lost = kin.find((k) => predeceased.has(k.name) && (k.degree === "Esposa" || k.degree === "Marido"));
  const before = lost
    ? `Viveu ao lado de ${givenName(lost.name)} até a partida ${lost.degree === "Marido" ? "dele" : "dela"} e nunca deixou de falar ${lost.degree === "Marido" ? "dele" : "dela"} com carinho. `
    : "";
  if (parts.length === 0) {
    return (
      before +
      [
        "Deixa saudade em muita gente: familiares, vizinhos, colegas e amigos que aprenderam algo com o seu jeito de viver.",
        "Deixa muitos amigos e uma família que segue unida em torno das suas lembranças.",
        "Deixa uma multidão de pessoas que se lembram da sua bondade nos pequenos gestos do dia a dia.",
      ][pick % 3]
    );
  }
  const summary = joinList(parts);
  const endings = [
    "que seguem contando suas histórias e repetindo seus ditados",
    "que guardam com carinho cada lembrança",
    "que aprenderam no exemplo de todos os dias o que é amar",
  ];
  return `${before}Deixa ${summary}, ${endings[pick % endings.length]}.`;
}

const KEEP_CAPITAL = /^(Círio|Lavagem|Carnaval|Go\b|Romaria a)/;

function interestsSentence(person: PersonSeed, nick: string, pick: number): string {
  if (!person.interests?.length) return "";
  const list = joinList(person.interests.map((i) => (KEEP_CAPITAL.test(i) ? i : i[0]!.toLowerCase() + i.slice(1))));
  const templates = [
    `Nas horas vagas, gostava de ${list}.`,
    `Quem quisesse ver ${nick} feliz sabia o caminho: ${list}.`,
    `Nas horas livres, o tempo era de ${list}.`,
  ];
  return templates[pick % templates.length]!;
}

function farewell(person: PersonSeed): string {
  const parts = person.location.split(", ");
  const { city } = cityOf(person.location);
  const age = ageAt(person.birth, person.death);
  let where = inCity(city);
  if (parts.length > 1) {
    const place = parts[0]!;
    if (place === "Em casa") where = `em casa, ${inCity(city)}`;
    else if (/^(Hospital|Instituto)/.test(place)) where = `no ${place}, ${inCity(city)}`;
    else if (/^(Casa|Praia) /.test(place)) where = `na ${place[0]!.toLowerCase()}${place.slice(1)}, ${inCity(city)}`;
    else where = `na ${place}, ${inCity(city)}`;
  }
  return `Partiu em ${longDate(person.death)}, aos ${age} anos, ${where}.`;
}

/**
 * The life story of a demo memorial, 2–4 paragraphs separated by blank lines. `index` varies
 * the template pieces; `predeceased` holds the names of relatives who died before the person.
 */
export function lifeStory(person: PersonSeed, index: number, predeceased: Set<string> = new Set()): string {
  const name = givenName(person.name);
  // "Professor Renato" reads badly after "de"; titled nicknames fall back to the given name.
  const nick = /^(Professor|Professora|Doutor|Doutora) /.test(person.surname) ? name : person.surname;
  const place = birthPlace(person.hometown);
  const date = longDate(person.birth);
  const openings = [
    `${name} nasceu no dia ${date}, ${place}.`,
    `Foi ${place}, no dia ${date}, que ${name} veio ao mundo.`,
    `A história de ${nick} começa em ${person.birth.slice(0, 4)}, ${place}.`,
    `${date}: nesse dia, ${place}, nascia ${name}.`,
  ];
  const cemetery = CEMETERIES.find((c) => c.key === person.cemetery);
  const restCity = cemetery?.city ?? person.rest?.city ?? cityOf(person.location).city;
  const homeCity = cityOf(person.hometown).city;
  const moved =
    homeCity === restCity
      ? index % 2 === 0
        ? ` Nunca quis morar em outro lugar: ${restCity} era sua casa, seu chão e seu assunto preferido.`
        : ""
      : ` Anos mais tarde, a vida levou ${name} ${inCity(restCity, true)}, cidade que adotou como sua e onde construiu a própria história.`;
  const opening = `${openings[index % openings.length]} ${CHILDHOOD[(index * 3 + 1) % CHILDHOOD.length]}${moved}`;

  const faiths = FAITH[person.religion] ?? FAITH["Sem religião"]!;
  // In Belém the devotion is to Our Lady of Nazareth.
  const faith = faiths[index % faiths.length]!.replace(
    "Nossa Senhora Aparecida",
    cityOf(person.hometown).state === "PA" ? "Nossa Senhora de Nazaré" : "Nossa Senhora Aparecida",
  );
  const middle = [faith, interestsSentence(person, nick, index), familySentence(person, predeceased, index)]
    .filter(Boolean)
    .join(" ");

  const closing = `${farewell(person)} ${CLOSINGS[(index * 5 + 2) % CLOSINGS.length]!(nick)}`;
  return [opening, person.story, middle, closing].join("\n\n");
}
