import { isRouteErrorResponse } from "react-router";

/**
 * The title and text an error page shows: a 4xx says what was wrong (its pt-BR message when it has
 * one); anything else is a failure on our side, titled `failureTitle`.
 */
export function errorText(error: unknown, failureTitle = "Algo deu errado"): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404)
    return { title: "Página não encontrada", text: "O endereço que você abriu não existe ou foi movido." };
  if (isRouteErrorResponse(error) && error.status < 500) {
    const message = (error.data as { message?: string } | undefined)?.message;
    return { title: "Não foi possível continuar", text: message ?? "O pedido enviado é inválido." };
  }
  return {
    title: failureTitle,
    text: "Não foi possível carregar esta página agora. Tente novamente em alguns instantes.",
  };
}
