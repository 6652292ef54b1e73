/** An action's answer as the page receives it: what `data(body, { status })` wraps, or the plain body. */
type Body<T> = T extends { data: infer D; init: unknown } ? D : T;

/** The body and status of an action's answer (200 when it answered a plain object). */
export function answerOf<T>(answer: T): { status: number; body: Body<T> } {
  if (answer && typeof answer === "object" && "data" in answer && "init" in answer) {
    const { data, init } = answer as { data: Body<T>; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: answer as Body<T> };
}
