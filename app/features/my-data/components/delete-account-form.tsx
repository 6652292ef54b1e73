import { Form } from "react-router";
import { FormField } from "~/shared/ui/form-field";

interface Props {
  word: string;
  busy: boolean;
  answer: { message: string; fields: Record<string, string> } | undefined;
}

/** Password and the typed confirmation: plain fields the server checks (works without JavaScript). */
export function DeleteAccountForm({ word, busy, answer }: Props) {
  return (
    <Form method="post" className="mt-4 space-y-4" noValidate>
      <input type="hidden" name="intent" value="delete" />
      {answer && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {answer.message}
        </p>
      )}
      <FormField
        name="password"
        label="Sua senha"
        type="password"
        autoComplete="current-password"
        required
        error={answer?.fields.password}
      />
      <FormField
        name="confirmation"
        label={`Digite ${word} para confirmar`}
        autoComplete="off"
        required
        error={answer?.fields.confirmation}
      />
      <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy}>
        Excluir minha conta
      </button>
    </Form>
  );
}
