import type { DocumentData } from "~/shared/ui/document-data";
import type { MemorialPageData } from "./memorial-page.server";

type Page = MemorialPageData & { followCaptchaToken: string };

/** The page's data in the memorial loader's answer (`data({ page: documentData(…) }, init)`). */
export function memorialPageOf(answer: unknown): Page {
  return (answer as { data: { page: DocumentData<Page> } }).data.page.value;
}
