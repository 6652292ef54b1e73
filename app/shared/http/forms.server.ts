import { data } from "react-router";

export const INVALID_FORM = "O formulário enviado é inválido. Recarregue a página e tente novamente.";

/** The submitted form, or a 400 (never a 500) when the body is not a form. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: INVALID_FORM }, { status: 400 });
  }
}
