import { panelHref } from "~/features/profiles";

/** The keepsake book's screen, reached from the panel's 'Livro de memórias' section. */
export const keepsakeHref = (username: string) => `${panelHref(username)}/livro-de-memorias`;

/** One of the book's files (PDFs, preview pages), served privately to the family and site admins. */
export const keepsakeFileHref = (username: string, file: string) => `${keepsakeHref(username)}/${file}`;
