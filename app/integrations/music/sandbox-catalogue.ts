import type { MusicTrack } from "./provider";

/** [title, artists]: well-known Brazilian songs, so a demo search finds what people would type. */
const SONGS: [string, string[]][] = [
  ["Aquarela do Brasil", ["Ary Barroso"]],
  ["Garota de Ipanema", ["Tom Jobim", "Vinicius de Moraes"]],
  ["Águas de Março", ["Elis Regina", "Tom Jobim"]],
  ["Carinhoso", ["Pixinguinha"]],
  ["Trem das Onze", ["Adoniran Barbosa"]],
  ["Asa Branca", ["Luiz Gonzaga"]],
  ["O Bêbado e a Equilibrista", ["Elis Regina"]],
  ["Como Nossos Pais", ["Elis Regina"]],
  ["Detalhes", ["Roberto Carlos"]],
  ["Emoções", ["Roberto Carlos"]],
  ["Como É Grande o Meu Amor por Você", ["Roberto Carlos"]],
  ["Sampa", ["Caetano Veloso"]],
  ["Sozinho", ["Caetano Veloso"]],
  ["Oração ao Tempo", ["Caetano Veloso"]],
  ["Construção", ["Chico Buarque"]],
  ["Cálice", ["Chico Buarque", "Milton Nascimento"]],
  ["Travessia", ["Milton Nascimento"]],
  ["Maria, Maria", ["Milton Nascimento"]],
  ["Canção da América", ["Milton Nascimento"]],
  ["O Que É, O Que É?", ["Gonzaguinha"]],
  ["Tocando em Frente", ["Almir Sater"]],
  ["Romaria", ["Renato Teixeira"]],
  ["Aquarela", ["Toquinho"]],
  ["Epitáfio", ["Titãs"]],
  ["Tempo Perdido", ["Legião Urbana"]],
  ["Pais e Filhos", ["Legião Urbana"]],
  ["Andança", ["Beth Carvalho"]],
  ["Força Estranha", ["Gal Costa"]],
  ["Velha Infância", ["Tribalistas"]],
  ["Mas Que Nada", ["Jorge Ben Jor"]],
];

export const SANDBOX_ALBUM = "Catálogo de demonstração";

/** 22 base-62 characters, like a Spotify id: "SandboxTrack" and a 10-digit number. */
export function sandboxTrackId(index: number): string {
  return `SandboxTrack${String(index + 1).padStart(10, "0")}`;
}

/** The cover is drawn by the site (see sandboxCoverSvg): nothing leaves the machine. */
export function sandboxCoverUrl(id: string): string {
  return `/music/sandbox/cover/${id}.svg`;
}

export const SANDBOX_TRACKS: readonly MusicTrack[] = SONGS.map(([name, artists], index) => {
  const id = sandboxTrackId(index);
  return {
    id,
    name,
    artists: artists.map((artist) => ({ name: artist })),
    album: { name: SANDBOX_ALBUM, images: [{ url: sandboxCoverUrl(id), width: 300, height: 300 }] },
  };
});

export const SANDBOX_TRACKS_BY_ID: ReadonlyMap<string, MusicTrack> = new Map(SANDBOX_TRACKS.map((t) => [t.id, t]));

/** Lower case without accents: how the sandbox compares words. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Tracks whose title or artists contain every word of the query, accent- and case-insensitive. */
export function searchCatalogue(query: string, limit: number): MusicTrack[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return SANDBOX_TRACKS.filter((track) => {
    const haystack = foldText(`${track.name} ${track.artists.map((a) => a.name).join(" ")}`);
    return words.every((word) => haystack.includes(word));
  }).slice(0, limit);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** A square cover for a sandbox track: a calm colour from its id and the song's initials. */
export function sandboxCoverSvg(id: string): string | null {
  const track = SANDBOX_TRACKS_BY_ID.get(id);
  if (!track) return null;
  const hue = (Number(id.slice(-4)) * 47) % 360;
  const initials = track.name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" fill="hsl(${hue} 45% 78%)"/>
<text x="150" y="170" font-family="serif" font-size="96" text-anchor="middle" fill="hsl(${hue} 40% 22%)">${escapeXml(initials)}</text>
</svg>`;
}
