import type { FieldMeta, FormMeta } from "./form-state";

/**
 * The attributes a form and its controls get from their metadata (decision 068): the same ones
 * Conform's `getFormProps`, `getInputProps`, `getSelectProps` and `getTextareaProps` gave, so the
 * markup is unchanged: ids, names, the default, `aria-invalid` and `aria-describedby` pointing at
 * the message once the field is refused.
 */

interface AriaOptions {
  /** Ids of hints the control is described by besides its message. */
  ariaDescribedBy?: string;
}

/** Drops undefined attributes (React would render none for them anyway; tests compare objects). */
function defined<T extends object>(props: T): T {
  for (const key of Object.keys(props) as (keyof T)[]) if (props[key] === undefined) delete props[key];
  return props;
}

function describedBy(meta: { errors: string[] | undefined; errorId: string }, extra?: string) {
  return meta.errors !== undefined ? `${meta.errorId} ${extra ?? ""}`.trim() : extra;
}

function controlProps(meta: FieldMeta, options: AriaOptions) {
  return {
    key: meta.key,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    "aria-invalid": meta.errors !== undefined || undefined,
    "aria-describedby": describedBy(meta, options.ariaDescribedBy),
  };
}

export function getFormProps(form: FormMeta) {
  return defined({
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: form.noValidate,
    "aria-describedby": describedBy(form),
  });
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export function getInputProps(meta: FieldMeta, options: AriaOptions & { type: string; value?: string | false }) {
  const props: Record<string, unknown> = { ...controlProps(meta, options), type: options.type };
  if (options.value !== false) {
    if (options.type === "checkbox" || options.type === "radio") {
      props.value = typeof options.value === "string" ? options.value : "on";
      props.defaultChecked = Array.isArray(meta.initialValue)
        ? meta.initialValue.includes(props.value)
        : meta.initialValue === props.value;
    } else props.defaultValue = text(meta.initialValue);
  }
  return defined(props) as ReturnType<typeof controlProps> & {
    type: string;
    value?: string;
    defaultValue?: string;
    defaultChecked?: boolean;
  };
}

export function getSelectProps(meta: FieldMeta, options: AriaOptions = {}) {
  return defined({ ...controlProps(meta, options), defaultValue: text(meta.initialValue) });
}

export function getTextareaProps(meta: FieldMeta, options: AriaOptions = {}) {
  return defined({ ...controlProps(meta, options), defaultValue: text(meta.initialValue) });
}
