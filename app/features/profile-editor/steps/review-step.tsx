import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form, Link } from "react-router";
import { formatDate } from "~/shared/format/format";
import { AccessRadios } from "./fields/form-fields";
import { StepEnd } from "./fields/wizard-fields";
import { FORM_LOADS } from "./form-source";
import { GENDER_LABELS } from "./profile-form.constants";
import type { StepProps } from "./step";

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-line break-words text-ink-soft">{value || "Não informado"}</dd>
    </div>
  );
}

function Part({ title, editHref, children }: { title: string; editHref: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-xl">{title}</h2>
        <Link to={editHref} className="font-semibold" aria-label={`Editar ${title.toLowerCase()}`}>
          Editar
        </Link>
      </div>
      <dl className="mt-2 divide-y divide-sky-100">{children}</dl>
    </section>
  );
}

const day = (iso: string | undefined) => (iso ? formatDate(iso) : undefined);

/** The form so far to read over, each part with its 'Editar' link; the review confirms the privacy choice. */
export function ReviewStepForm({ action, form: source, lastResult, hrefOf }: StepProps) {
  const basics = source.basics ?? {};
  const about = source.about ?? {};
  const [form, fields] = useZoneForm(
    {
      load: () => import("./profile-form.schema").then(({ reviewSchema }) => reviewSchema),
      schema: (schema) => schema,
    },
    {
      id: "etapa-3",
      lastResult,
      defaultValue: FORM_LOADS.review(source),
    },
  );
  return (
    <div className="space-y-5">
      <Part title="Dados básicos" editHref={hrefOf("basics")}>
        <Row label="Nome" value={basics.name} />
        <Row label="Apelido" value={basics.username} />
        <Row label="Gênero" value={basics.gender && GENDER_LABELS[basics.gender]} />
        <Row label="Nascimento" value={day(basics.birthDate)} />
        <Row label="Falecimento" value={day(basics.deathDate)} />
        <Row label="Profissão" value={basics.profession} />
      </Part>
      <Part title="Sobre" editHref={hrefOf("about")}>
        <Row label="Cidade natal" value={about.hometown} />
        <Row label="Cidade de falecimento" value={about.location} />
        <Row label="Como gostava de ser chamado(a)" value={about.surname} />
        <Row label="Religião" value={about.religion} />
        <Row label="Mensagem para o mundo" value={about.bio} />
        <Row label="História de vida" value={about.description} />
        <Row label="Interesses" value={(about.interests ?? []).map((i) => i.description).join(", ")} />
        <Row label="Familiares" value={(about.kinships ?? []).map((k) => `${k.name} (${k.degree})`).join(", ")} />
      </Part>
      <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
        <AccessRadios meta={fields.access} legend="Privacidade do perfil" />
        <StepEnd form={form} back={hrefOf("about")} />
      </Form>
    </div>
  );
}
