import { errorAnswer } from "./errors";

/** A file only its asker may see (a plaque's art, a print file): never cached, named for saving. */
export interface PrivateFile {
  body: Uint8Array;
  contentType: string;
  filename: string;
  /** 'attachment' (the default) saves it; 'inline' shows it in the browser. */
  disposition?: "attachment" | "inline";
}

/**
 * The answer of a route that serves a private file: the file, or the refusal (403, 404…) as the
 * service worded it in plain text, never cached either way.
 */
export async function privateFileResponse(file: () => Promise<PrivateFile>): Promise<Response> {
  try {
    const { body, contentType, filename, disposition = "attachment" } = await file();
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": contentType,
        "Content-Disposition": `${disposition}; filename="${filename.replace(/[^\w.-]/g, "")}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return new Response(answer.message, {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
