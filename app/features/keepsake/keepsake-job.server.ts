import { randomBytes } from "node:crypto";
import { db } from "~/db/client.server";
import { keepsakeBooks } from "~/db/schema";
import { buildFamilyTree } from "~/features/memorial";
import { PRIVATE_PREFIX } from "~/integrations/storage/storage";
import { storage } from "~/integrations/storage/storage.server";
import { formatDate } from "~/shared/format/format";
import { variantKey } from "~/shared/images/variants.server";
import type { JobContext } from "~/shared/jobs/jobs.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import {
  currentSelection,
  keepsakeCandidates,
  keepsakeRow,
  memorialUrl,
  profileRow,
  selectionDigest,
  storyOf,
} from "./keepsake-content.server";
import { type BookContent, layoutBook } from "./keepsake-layout.server";
import { renderBookPdf, renderPagePreview } from "./keepsake-render.server";
import { KEEPSAKE_PREVIEW_PAGES } from "./keepsake.constants";

/** The largest stored variant of an image (decision 050: the original is not kept). */
const largest = (imagePath: string) => storage().get(variantKey(imagePath, 1200));

/**
 * The `render-keepsake` job (decision 056): draws the book from the memorial as it is now and the
 * family's choice, stores the reading PDF, the print PDF and the preview pages privately, then
 * records what it drew. A book already drawn from the same content and choice is not drawn again,
 * so a retried or repeated job produces the files once.
 */
export async function renderKeepsakeJob(
  { payload, reportProgress }: JobContext<{ profileId: string }>,
  now = new Date(),
) {
  const { profileId } = payload;
  const [profile, row] = await Promise.all([profileRow(profileId), keepsakeRow(profileId)]);
  if (!profile) return;
  const candidates = await keepsakeCandidates(profile, now);
  const selection = currentSelection(row, candidates);
  const digest = selectionDigest(selection);
  if (row?.bookKey && row.renderedVersion === profile.contentVersion && row.renderedSelection === digest) return;
  await reportProgress(5, "Reunindo a história e as fotos");
  const { full, story, birth, death } = await storyOf(profile);
  const photos: BookContent["photos"] = [];
  for (const id of selection.photoIds) {
    const photo = candidates.photos.find((candidate) => candidate.id === id);
    const image = photo && (await largest(photo.imagePath));
    if (photo && image) photos.push({ id, image });
  }
  const tributes = selection.tributeIds.flatMap((id) => {
    const tribute = candidates.tributes.find((candidate) => candidate.id === id);
    return tribute ? [{ id, name: tribute.name, body: tribute.body, date: formatDate(tribute.createdAt) }] : [];
  });
  const portrait = profile.imagePath ? await largest(profile.imagePath) : undefined;
  await reportProgress(30, "Diagramando as páginas");
  const pages = await layoutBook({
    name: profile.name,
    birth,
    death,
    reference: full.religiousReference,
    ...(portrait && { portrait }),
    story,
    tree: buildFamilyTree(full.kinship),
    photos,
    tributes,
    url: memorialUrl(profile, publicBaseUrl()),
  });
  await reportProgress(55, "Gerando o PDF");
  const title = `Livro de memórias — ${profile.name}`;
  const book = await renderBookPdf(pages, title, false);
  await reportProgress(75, "Gerando a versão para impressão");
  const print = await renderBookPdf(pages, title, true);
  await reportProgress(90, "Guardando os arquivos");
  // Unguessable private keys: /media never serves private/, only the keepsake's own route does.
  const base = `${PRIVATE_PREFIX}keepsakes/${profileId}/${randomBytes(8).toString("hex")}`;
  const previews = pages.slice(0, KEEPSAKE_PREVIEW_PAGES);
  for (const [i, page] of previews.entries()) {
    await storage().put(`${base}-${i + 1}.jpg`, await renderPagePreview(page), "image/jpeg");
  }
  await storage().put(`${base}-impressao.pdf`, print, "application/pdf");
  await storage().put(`${base}.pdf`, book, "application/pdf");
  const drawn = {
    renderedVersion: profile.contentVersion,
    renderedSelection: digest,
    bookKey: `${base}.pdf`,
    printKey: `${base}-impressao.pdf`,
    pageCount: pages.length,
    renderedAt: now,
  };
  await db()
    .insert(keepsakeBooks)
    .values({ profileId, ...selection, ...drawn })
    .onConflictDoUpdate({ target: keepsakeBooks.profileId, set: drawn });
}
