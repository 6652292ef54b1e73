import { Form } from "react-router";

interface Props {
  word: string;
  busy: boolean;
  answer: { message: string; fields: Record<string, string> } | undefined;
}

/** Password and the typed confirmation: plain fields the server checks (works without JavaScript). */
export function DeleteAccountForm({ word, busy, answer }: Props) {
  const passwordError = answer?.fields.password;
  const confirmationError = answer?.fields.confirmation;
  return (
    <Form method="post" className="mt-4 space-y-4" noValidate>
      <input type="hidden" name="intent" value="delete" />
      {answer && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {answer.message}
        </p>
      )}
      <div>
        <label htmlFor="delete-password" className="block font-semibold">
          Sua senha
        </label>
        <input
          id="delete-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? "delete-password-error" : undefined}
          className="field mt-1"
        />
        {passwordError && (
          <p id="delete-password-error" className="field-error">
            {passwordError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="delete-confirmation" className="block font-semibold">
          Digite {word} para confirmar
        </label>
        <input
          id="delete-confirmation"
          name="confirmation"
          type="text"
          autoComplete="off"
          required
          aria-invalid={confirmationError ? true : undefined}
          aria-describedby={confirmationError ? "delete-confirmation-error" : undefined}
          className="field mt-1"
        />
        {confirmationError && (
          <p id="delete-confirmation-error" className="field-error">
            {confirmationError}
          </p>
        )}
      </div>
      <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy}>
        Excluir minha conta
      </button>
    </Form>
  );
}
