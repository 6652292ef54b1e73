import { Form } from "react-router";
import { Portrait } from "~/shared/ui/portrait";
import { SubmitButton } from "~/shared/ui/zone/submit-button";

/**
 * The memorial's portrait: a multipart form of its own, posted to the editor's action, which hands
 * it to the portrait service (`setPortrait`, as `PUT /api/profile/updateImage` does).
 */
export function PortraitForm({
  name,
  imagePath,
  message,
  error,
}: {
  name: string;
  imagePath: string | null;
  message: string | null;
  error: string | null;
}) {
  return (
    <section aria-label="Foto do perfil" className="rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
      <h2 className="text-xl">Foto do perfil</h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Portrait imagePath={imagePath} name={name} size={112} className="h-28 w-28" />
        <Form method="post" encType="multipart/form-data" className="min-w-0 flex-1 space-y-3">
          <input type="hidden" name="intent" value="portrait" />
          <div>
            <label htmlFor="foto-perfil" className="font-semibold">
              Nova foto (JPEG, PNG, GIF ou HEIC, até 15 MB)
            </label>
            <input
              id="foto-perfil"
              name="profileImage"
              type="file"
              accept="image/jpeg,image/png,image/gif,image/heic,image/heif,.heic"
              aria-describedby="foto-perfil-status"
              aria-invalid={error ? true : undefined}
              className="mt-1 block w-full text-sm"
            />
          </div>
          <p id="foto-perfil-status" role="status" className={error ? "field-error" : "font-semibold text-sky-800"}>
            {error ?? message ?? ""}
          </p>
          <SubmitButton pendingLabel="Enviando..." className="btn btn-secondary">
            Trocar foto
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
