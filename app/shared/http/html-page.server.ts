import { escapeHtml } from "../format/html";
/**
 * A minimal pt-BR HTML page for answers made outside React Router's rendering (middleware,
 * resource routes): a browser shows the message, not JSON or a stack trace. Never cached.
 */

export function noticePage(title: string, message: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)} <a href="/">Voltar ao início</a></p></main></body></html>`;
}

/** The page as a Response, for loaders and actions. */
export function noticeResponse(
  status: number,
  title: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(noticePage(title, message), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
