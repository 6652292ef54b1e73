import type { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import type { $ZodType, input, output } from "zod/v4/core";
import { type FormStateOptions, type ParsedSubmission, useFormState } from "./form-state";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record of fields
type FieldRecord = Record<string, any>;

/** The form's options, less the validation this hook owns. */
type FormOptions<FormValue> = Omit<FormStateOptions<FormValue>, "onValidate">;

/** The fields a schema's input gives the form. */
type FieldsOf<S extends $ZodType> =
  input<S> extends FieldRecord ? input<S> : output<S> extends FieldRecord ? output<S> : Record<string, unknown>;

/**
 * Where the form's live validation comes from: `load` imports the module with the schema (a
 * dynamic `import()`, so Zod is not part of the screen's first load), `schema` picks the schema
 * from it with this render's values (today, the balance, the tribute's type).
 */
export interface LiveValidation<M, S extends $ZodType> {
  load: () => Promise<M>;
  schema: (module: M) => S;
}

interface Loaded<M> {
  parseWithZod: typeof parseWithZod;
  module: M;
}

/** The events that start loading the validation: the first sign that someone is about to type. */
const START_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;

/**
 * The form state of a task-zone form (`useFormState`, decision 068) whose client validation (the
 * Zod schema and Conform's Zod adapter, ~30 KB gzipped) loads on the first interaction with the
 * form instead of with the screen (decision 053). Until it has loaded the form validates only on the server: a submit goes
 * to the action, which parses the same schema; fields left or typed in meanwhile are validated
 * as soon as it arrives, so the live pt-BR messages show as they always did. The third value is
 * the loaded module (null until then), for a form that checks part of itself in the browser (the
 * partner's wizard checks each step before showing the next); the fourth, whether the last attempt
 * to load it failed, so such a form can go on without it (the server checks everything anyway).
 */
export function useZoneForm<M, S extends $ZodType, Schema extends FieldRecord = FieldsOf<S>, FormValue = output<S>>(
  validation: LiveValidation<M, S>,
  options: NoInfer<FormOptions<FormValue>>,
) {
  const [loaded, setLoaded] = useState<Loaded<M> | null>(null);
  /** The last attempt to load the validation failed (offline); the next interaction tries again. */
  const [unavailable, setUnavailable] = useState(false);
  const started = useRef(false);
  const touched = useRef(new Set<string>());
  /** A submit held until the validation arrives (forms handled in the browser, see below). */
  const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const latest = useRef(validation);
  useEffect(() => {
    latest.current = validation;
  });
  const { shouldValidate = "onSubmit", shouldRevalidate = shouldValidate } = options;

  const [form, fields] = useFormState<FormValue, Schema>({
    ...options,
    // Before the schema is here nothing validates in the browser.
    shouldValidate: loaded ? shouldValidate : "onSubmit",
    shouldRevalidate: loaded ? shouldRevalidate : "onSubmit",
    onValidate: loaded
      ? (formData) =>
          loaded.parseWithZod(formData, {
            schema: latest.current.schema(loaded.module),
          }) as unknown as ParsedSubmission<FormValue>
      : undefined,
  });

  const formId = options.id;
  const handledInBrowser = options.onSubmit !== undefined;
  useEffect(() => {
    if (loaded) return;
    const ofThisForm = (target: EventTarget | null): target is Element & { name?: string } =>
      target instanceof Element && (target.id === formId || target.closest(`form[id="${formId}"]`) !== null);
    const start = (event: Event) => {
      if (!ofThisForm(event.target)) return;
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === "string" && name !== "") {
        if (event.type === "input" && shouldValidate === "onInput") touched.current.add(name);
      }
      if (started.current) return;
      started.current = true;
      setUnavailable(false);
      void Promise.all([import("@conform-to/zod/v4"), latest.current.load()]).then(
        ([{ parseWithZod }, module]) => setLoaded({ parseWithZod, module }),
        // A failed download (offline) leaves the form as it was: the server still validates it;
        // the next interaction tries again.
        () => {
          started.current = false;
          held.current = null;
          setUnavailable(true);
        },
      );
    };
    // A form whose own onSubmit handles the values in the browser (the checkout's steps) needs the
    // validated submission: its submit waits for the validation, then goes on. Other forms post
    // to their action at once, which validates.
    const hold = (event: Event) => {
      if (!handledInBrowser || !(event.target instanceof HTMLFormElement) || event.target.id !== formId) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = { form: event.target, submitter: (event as SubmitEvent).submitter };
      start(event);
    };
    const left = (event: Event) => {
      const name = ofThisForm(event.target) ? (event.target as { name?: unknown }).name : undefined;
      if (typeof name === "string" && name !== "" && shouldValidate === "onBlur") touched.current.add(name);
    };
    for (const type of START_EVENTS) document.addEventListener(type, start, true);
    document.addEventListener("focusout", left, true);
    document.addEventListener("submit", hold, true);
    return () => {
      for (const type of START_EVENTS) document.removeEventListener(type, start, true);
      document.removeEventListener("focusout", left, true);
      document.removeEventListener("submit", hold, true);
    };
  }, [loaded, formId, shouldValidate, handledInBrowser]);

  // The fields someone left (or typed in) before the validation arrived are validated now, as
  // they would have been had it been there.
  useEffect(() => {
    if (!loaded) return;
    for (const name of touched.current) form.validate({ name });
    touched.current.clear();
    const submit = held.current;
    held.current = null;
    if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter);
  }, [loaded, form]);

  return [form, fields, loaded ? loaded.module : null, unavailable] as const;
}
