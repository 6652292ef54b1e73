import { memo, Suspense, use } from "react";

/** A step whose code loads when the wizard shows it, and can be asked for before that. */
export type LazyStep<Props> = React.NamedExoticComponent<Props> & { preload(): Promise<unknown> };

/**
 * A wizard step whose code is loaded when the step is shown (decision 071): a page opens with its
 * own step's code, not every step's. The server renders the step whole (entry.server waits for
 * every boundary and writes it in place), so a page that opens on it shows it at once and works
 * without JavaScript; the browser keeps that markup, and what is typed in it, until the code
 * arrives and hydrates it. A client-side move to another step waits for its code first (the route's
 * `clientLoader` calls `preloadStep`), so no placeholder shows; the placeholder is for a step shown
 * before that (a failed preload retried by the render).
 *
 * The step is memoised: a render of the wizard with the same props leaves it as it is (React would
 * otherwise replace a step still waiting for its code with the placeholder, losing what was typed).
 */
export function lazyStep<Props extends object>(load: () => Promise<React.ComponentType<Props>>): LazyStep<Props> {
  let pending: Promise<React.ComponentType<Props>> | null = null;
  const preload = () => {
    if (!pending) {
      const loading: Promise<React.ComponentType<Props>> = load().then(
        // Marked as React reads a settled promise: a step whose code is here renders at once.
        (component) => Object.assign(loading, { status: "fulfilled", value: component }).value,
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      pending = loading;
    }
    return pending;
  };
  // One element type before and after the code arrives: React keeps the step's state across it.
  function Code(props: Props) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  const Step = memo(function LazyStep(props: Props) {
    return (
      <Suspense fallback={<p className="text-ink-soft">Carregando...</p>}>
        <Code {...props} />
      </Suspense>
    );
  });
  return Object.assign(Step, { preload });
}

/** Loads the code of a wizard's step `n` (1-based) when the step has its own. */
export async function preloadStep(table: readonly { preload?: () => Promise<unknown> }[], n: number): Promise<void> {
  // A step whose code cannot be fetched now is tried again when it renders, which says so.
  await table[n - 1]?.preload?.().catch(() => undefined);
}
