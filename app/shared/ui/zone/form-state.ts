import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { fieldsOf, listControl, type MetaSource } from "./form-meta";
import { INTENT, asFormValues, entriesOf, type ListChange, listChangeOf, valuesOf, withListChange } from "./form-paths";
import type { Fields, FormMeta, FormReply, FormStateOptions, ParsedSubmission } from "./form-types";

/**
 * The browser's side of a task-zone form (decision 068): what Conform's `useForm` did for these
 * forms, in a fraction of its bytes. The server still parses with Conform (`parseWithZod`) and
 * answers with its `reply()`; this reads that answer (`lastResult`) and names fields as Conform
 * does (ids `<form>-<name>`, messages `<id>-error`), so markup, ids and replies are unchanged.
 */

export type { FieldMeta, Fields, FormMeta, FormReply, FormStateOptions, ParsedSubmission } from "./form-types";

interface State {
  initialValue: Record<string, unknown>;
  /** The form's values as typed, kept only while a field's `value` is read. */
  value: Record<string, unknown> | null;
  error: Record<string, string[]>;
  validated: Record<string, true>;
  /** Bumped when every field must show its default again. */
  generation: number;
  /** Per list, bumped when its rows change: rows remount with their new defaults. */
  listGeneration: Record<string, number>;
  /** Bumped when the first refused field must take the focus (a refusal arrived, a submit was stopped). */
  focus: number;
}

const serverTime = typeof document === "undefined";
const useBrowserLayoutEffect = serverTime ? useEffect : useLayoutEffect;

function errorsOf(source: FormReply["error"] | ParsedSubmission["error"]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(source ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

function initialState(reply: FormReply | null | undefined, defaultValue: Record<string, unknown> | undefined): State {
  const defaults = (asFormValues(defaultValue ?? {}) ?? {}) as Record<string, unknown>;
  const error = errorsOf(reply?.error);
  const validated: Record<string, true> = {};
  for (const name of [...Object.keys(error), ...(reply?.fields ?? [])]) validated[name] = true;
  return {
    initialValue: reply?.initialValue ?? defaults,
    value: null,
    error,
    validated,
    generation: 0,
    listGeneration: {},
    focus: 0,
  };
}

/**
 * The messages of the checked fields only, as Conform showed them: none for a field not yet left or
 * submitted, and the form's own ("") only after a submit or in the server's answer.
 */
function shownErrors(all: Record<string, string[]>, validated: Record<string, true>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => validated[name]));
}

/** What a check or a submit sends: the fields' entries, without a list button's intent. */
function formDataOf(entries: [string, FormDataEntryValue][]): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) if (name !== INTENT) formData.append(name, value);
  return formData;
}

const isField = (element: EventTarget | null): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/**
 * A form's state in the browser: the messages of the last check or reply, what to show by default,
 * the live values where read, list rows. Live checks follow `shouldValidate` (first check of a
 * field) and `shouldRevalidate` (after that), as Conform's did.
 */
export function useFormState<Value = unknown, Schema extends object = Record<string, unknown>>(
  options: FormStateOptions<Value>,
): [FormMeta, Fields<Schema>] {
  const formId = options.id;
  const [state, setState] = useState(() => initialState(options.lastResult, options.defaultValue));
  // Another form in the same place (a new id: the honor page's other type) starts afresh, its
  // defaults shown and no message of the one before, as if it had just mounted.
  const [stateOf, setStateOf] = useState(formId);
  if (stateOf !== formId) {
    setStateOf(formId);
    setState((current) => ({
      ...initialState(options.lastResult, options.defaultValue),
      generation: current.generation + 1,
    }));
  }
  const latest = useRef(options);
  const readsValue = useRef(false);
  const seenReply = useRef(options.lastResult);
  useBrowserLayoutEffect(() => {
    latest.current = options;
  });

  const formElement = () => document.forms.namedItem(formId);
  const validator = () => latest.current.onValidate;

  /**
   * Checks the form and shows the messages of `names` (added to the fields already checked), or of
   * every field for a submit (`all`).
   */
  const check = (names: string[], all = false, submitted?: FormData): ParsedSubmission<Value> | null => {
    const validate = validator();
    const element = formElement();
    if (!validate || !element) return null;
    // A submit is checked with what it sends, the pressed button's value included (a preset amount).
    const formData = submitted ?? formDataOf(entriesOf(element));
    const submission = validate(formData);
    const found = errorsOf(submission.error);
    setState((current) => {
      const validated = { ...current.validated };
      for (const name of all ? [...formData.keys(), ...Object.keys(found)] : names) validated[name] = true;
      return { ...current, validated, error: shownErrors(found, validated) };
    });
    return submission;
  };

  // A new answer from the server: its messages, its list change, or a reset.
  useBrowserLayoutEffect(() => {
    const reply = options.lastResult;
    if (!reply || reply === seenReply.current) return;
    seenReply.current = reply;
    if (reply.initialValue === null) {
      setState((current) => ({
        ...initialState(null, latest.current.defaultValue),
        generation: current.generation + 1,
      }));
      return;
    }
    const list = listChangeOf(reply.intent ? JSON.stringify(reply.intent) : null);
    setState((current) => {
      const error = errorsOf(reply.error);
      const validated = { ...current.validated };
      for (const name of [...Object.keys(error), ...(reply.fields ?? [])]) validated[name] = true;
      return {
        ...current,
        error: shownErrors(error, validated),
        validated,
        focus: reply.status === "error" ? current.focus + 1 : current.focus,
        ...(list && reply.initialValue ? listed(current, reply.initialValue, list) : {}),
      };
    });
  }, [options.lastResult]);

  // The first refused field takes the focus, as the server's refusal arrives or a submit is stopped.
  const errorNow = useRef(state.error);
  errorNow.current = state.error;
  useEffect(() => {
    const element = state.focus > 0 ? document.forms.namedItem(formId) : null;
    if (!element) return;
    for (const field of Array.from(element.elements)) {
      if (isField(field) && field.name && errorNow.current[field.name]) {
        field.focus();
        break;
      }
    }
  }, [state.focus, formId]);

  // Live checks and live values, from events anywhere in the document that belong to this form.
  const validatedNow = useRef(state.validated);
  validatedNow.current = state.validated;
  useBrowserLayoutEffect(() => {
    const when = (name: string, event: "onBlur" | "onInput") => {
      const { shouldValidate = "onSubmit", shouldRevalidate = shouldValidate } = latest.current;
      return validatedNow.current[name] ? shouldRevalidate === event : shouldValidate === event;
    };
    const ofThisForm = (target: EventTarget | null) =>
      isField(target) && target.name !== "" && target.form?.id === formId ? target : null;
    const onInput = (event: Event) => {
      const field = ofThisForm(event.target);
      if (!field) return;
      if (readsValue.current && field.form) {
        const value = valuesOf(entriesOf(field.form));
        setState((current) => ({ ...current, value }));
      }
      if (!event.defaultPrevented && when(field.name, "onInput")) check([field.name]);
    };
    const onBlur = (event: Event) => {
      const field = ofThisForm(event.target);
      if (field && !event.defaultPrevented && when(field.name, "onBlur")) check([field.name]);
    };
    const onReset = (event: Event) => {
      if (event.target instanceof HTMLFormElement && event.target.id === formId && !event.defaultPrevented) {
        setState((current) => ({
          ...initialState(null, latest.current.defaultValue),
          generation: current.generation + 1,
        }));
      }
    };
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onBlur);
    document.addEventListener("reset", onReset);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onBlur);
      document.removeEventListener("reset", onReset);
    };
  }, [formId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const entries = entriesOf(element, submitter);
    const intent = entries.find(([name]) => name === INTENT)?.[1];
    if (intent !== undefined) {
      // A list button: the browser moves the rows itself; anything else goes to the server.
      const change = listChangeOf(intent);
      if (!change) return;
      event.preventDefault();
      const values = valuesOf(entries);
      setState((current) => ({ ...current, ...listed(current, withListChange(values, change), change) }));
      return;
    }
    const formData = formDataOf(entries);
    const submission = check([], true, formData);
    if (submission && submission.status !== "success" && submission.error !== null) {
      event.preventDefault();
      setState((current) => ({ ...current, focus: current.focus + 1 }));
      return;
    }
    latest.current.onSubmit?.(event, { formData, submission: submission ?? undefined });
  };

  const source: MetaSource = {
    formId,
    error: state.error,
    initialValue: state.initialValue,
    values: () => {
      readsValue.current = true;
      return state.value ?? state.initialValue;
    },
    keyOf: (name) => {
      const list = /^(.*)\[(\d+)\]/.exec(name)?.[1];
      return `${state.generation}.${list === undefined ? 0 : (state.listGeneration[list] ?? 0)}:${name}`;
    },
  };
  const form: FormMeta = {
    id: formId,
    errorId: `${formId}-error`,
    errors: state.error[""],
    noValidate: true,
    onSubmit,
    validate: ({ name }) => void check([name]),
    insert: listControl(formId, "insert"),
    remove: listControl(formId, "remove"),
  };
  return [form, fieldsOf(source, null) as Fields<Schema>];
}

/** The state after a list's rows changed: the new defaults, the rows remounted. */
function listed(current: State, initialValue: Record<string, unknown>, change: ListChange): Partial<State> {
  const name = change.payload.name;
  return {
    initialValue,
    value: current.value === null ? null : initialValue,
    listGeneration: { ...current.listGeneration, [name]: (current.listGeneration[name] ?? 0) + 1 },
  };
}
