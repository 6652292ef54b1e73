/**
 * The religious references a family may choose for its memorial (issue 19, item 5; decision 045).
 * Only public-domain texts or texts written for this product: Bible verses from João Ferreira de
 * Almeida's translation in its 1911 revised edition (public domain; spelling updated), short
 * passages of Allan Kardec translated here from the French originals (public domain), and our own
 * texts for the other traditions and for 'sem religião'. No modern copyrighted translation.
 */

export const RELIGIONS = [
  { key: "catolica", label: "Católica" },
  { key: "evangelica", label: "Evangélica" },
  { key: "espirita", label: "Espírita" },
  { key: "umbanda", label: "Umbanda" },
  { key: "candomble", label: "Candomblé" },
  { key: "judaica", label: "Judaica" },
  { key: "islamica", label: "Islâmica" },
  { key: "budista", label: "Budista" },
  { key: "sem-religiao", label: "Sem religião" },
] as const;

export type Religion = (typeof RELIGIONS)[number]["key"];

export interface ReligiousReference {
  id: string;
  religion: Religion;
  text: string;
  /** The attribution line shown under the text. */
  source: string;
}

/** The longest text the memorial's cards print (catalogue entries and a family's own words alike). */
export const REFERENCE_TEXT_LIMIT = 280;
/** The longest 'mensagem aos familiares' of one family-tree entry. */
export const RELATIVE_MESSAGE_LIMIT = 280;

const ALMEIDA = "Bíblia, tradução de João Ferreira de Almeida, edição revista e corrigida de 1911 (domínio público)";
const OWN = "Texto do memorial";
const kardec = (work: string) => `Allan Kardec, ${work} (domínio público; tradução do memorial)`;

const entry = (religion: Religion, id: string, text: string, source: string): ReligiousReference => ({
  id: `${religion}-${id}`,
  religion,
  text,
  source,
});

export const REFERENCE_CATALOGUE: readonly ReligiousReference[] = [
  entry("catolica", "salmo-23", "O Senhor é o meu pastor; nada me faltará.", `Salmo 23:1. ${ALMEIDA}`),
  entry(
    "catolica",
    "joao-11",
    "Eu sou a ressurreição e a vida; quem crê em mim, ainda que esteja morto, viverá.",
    `João 11:25. ${ALMEIDA}`,
  ),
  entry(
    "catolica",
    "mateus-5",
    "Bem-aventurados os que choram, porque eles serão consolados.",
    `Mateus 5:4. ${ALMEIDA}`,
  ),
  entry(
    "catolica",
    "oracao",
    "Dai-lhe, Senhor, o descanso eterno, e a luz perpétua o ilumine. Descanse em paz.",
    "Oração tradicional pelos falecidos (Requiem aeternam; tradução do memorial)",
  ),
  entry(
    "evangelica",
    "timoteo-4",
    "Combati o bom combate, acabei a carreira, guardei a fé.",
    `2 Timóteo 4:7. ${ALMEIDA}`,
  ),
  entry("evangelica", "joao-14", "Na casa de meu Pai há muitas moradas.", `João 14:2. ${ALMEIDA}`),
  entry(
    "evangelica",
    "apocalipse-21",
    "E Deus limpará de seus olhos toda a lágrima; e não haverá mais morte, nem pranto, nem clamor, nem dor.",
    `Apocalipse 21:4. ${ALMEIDA}`,
  ),
  entry(
    "espirita",
    "lei",
    "Nascer, morrer, renascer ainda e progredir sempre, tal é a lei.",
    "Inscrição no túmulo de Allan Kardec, Paris (domínio público; tradução do memorial)",
  ),
  entry(
    "espirita",
    "caridade",
    "Fora da caridade não há salvação.",
    kardec("O Evangelho segundo o Espiritismo, 1864, cap. XV"),
  ),
  entry(
    "espirita",
    "reencontro",
    "A morte não separa os que se amam: o espírito vive, e o afeto verdadeiro segue com ele até o reencontro.",
    OWN,
  ),
  entry("umbanda", "oxala", "Que a luz de Oxalá ilumine o seu caminho e a paz de Aruanda acolha o seu espírito.", OWN),
  entry("umbanda", "caridade", "Quem viveu na caridade segue em luz. Saravá a sua jornada.", OWN),
  entry(
    "candomble",
    "orixas",
    "Que os Orixás e os ancestrais recebam você com o axé de quem cumpriu o seu caminho.",
    OWN,
  ),
  entry("candomble", "ancestral", "Quem parte torna-se ancestral: vive na memória, no nome e no axé da família.", OWN),
  entry("judaica", "bencao", "Que a sua memória seja uma bênção.", `Expressão tradicional judaica. ${OWN}`),
  entry(
    "judaica",
    "eclesiastes-3",
    "Tudo tem o seu tempo determinado, e há tempo para todo o propósito debaixo do céu.",
    `Eclesiastes 3:1. ${ALMEIDA}`,
  ),
  entry(
    "islamica",
    "retorno",
    "Em verdade, somos de Deus e a Ele retornaremos.",
    "Alcorão 2:156 (tradução do memorial)",
  ),
  entry("islamica", "misericordia", "Que Deus o acolha em Sua misericórdia e dê paciência aos que ficam.", OWN),
  entry("budista", "impermanencia", "Tudo o que nasce passa; o amor que semeamos continua a florescer.", OWN),
  entry("budista", "paz", "Que você esteja em paz. Que todos os seres estejam livres do sofrimento.", OWN),
  entry("sem-religiao", "memoria", "Enquanto houver quem se lembre, você continua aqui.", OWN),
  entry("sem-religiao", "saudade", "A saudade é o amor que ficou. Obrigado por tudo o que você foi.", OWN),
  entry("sem-religiao", "vida", "Uma vida bem vivida deixa luz em cada pessoa que tocou.", OWN),
];

const BY_ID = new Map(REFERENCE_CATALOGUE.map((reference) => [reference.id, reference]));

export function catalogueReference(id: string | null | undefined): ReligiousReference | undefined {
  return id ? BY_ID.get(id) : undefined;
}

export function referencesOf(religion: Religion): ReligiousReference[] {
  return REFERENCE_CATALOGUE.filter((reference) => reference.religion === religion);
}

/** The words people write in the memorial's free-text 'Religião' field for each religion of the catalogue. */
const RELIGION_WORDS: readonly [Religion, RegExp][] = [
  ["catolica", /\bcatolic/],
  ["evangelica", /\b(evangelic|protestant|batista|presbiterian|metodista|luteran|adventista|pentecostal|assembleia)/],
  ["espirita", /\b(espirit|kardec)/],
  ["umbanda", /\bumband/],
  ["candomble", /\bcandombl/],
  ["judaica", /\b(judai|judeu|judia|israelita)/],
  ["islamica", /\b(islam|muculman)/],
  ["budista", /\bbudis/],
  ["sem-religiao", /\b(sem religiao|nenhuma|ateu|ateia|agnostic)/],
];

/**
 * The catalogue's religion named by the memorial's 'Religião' (spec part 2, step 2: free text), so
 * its texts are offered first; null when the words name none of them.
 */
export function religionNamed(text: string | null | undefined): Religion | null {
  const folded = (text ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return RELIGION_WORDS.find(([, words]) => words.test(folded))?.[0] ?? null;
}

/** The catalogue's religions, the memorial's own first when it names one. */
export function religionsFor(first: Religion | null): (typeof RELIGIONS)[number][] {
  return first ? [...RELIGIONS].sort((a, b) => Number(b.key === first) - Number(a.key === first)) : [...RELIGIONS];
}

/** What a memorial shows: { text, source } from its stored choice, or null. */
export interface ShownReference {
  text: string;
  source: string;
}

/** The attribution line of a family's own words. */
export const OWN_WORDS_SOURCE = "Palavras da família";

/** The family's own words win over a catalogue id; an unknown id (a retired entry) shows nothing. */
export function resolveReference(stored: { id: string | null; text: string | null }): ShownReference | null {
  const own = stored.text?.trim();
  if (own) return { text: own, source: OWN_WORDS_SOURCE };
  const reference = catalogueReference(stored.id);
  return reference ? { text: reference.text, source: reference.source } : null;
}

/** Religious references and messages to relatives are deliverables of the paid plans (spec part 2, §9). */
export const offersFaith = (type: string) => type !== "Free";

/**
 * What a memorial row shows: nothing while Free (a lapsed plan's choice stays stored and shows
 * again with a new plan), else its stored choice.
 */
export function memorialReference(profile: {
  type: string;
  religiousReferenceId: string | null;
  religiousReferenceText: string | null;
}): ShownReference | null {
  if (!offersFaith(profile.type)) return null;
  return resolveReference({ id: profile.religiousReferenceId, text: profile.religiousReferenceText });
}
