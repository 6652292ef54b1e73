import { useLayoutEffect, useRef } from "react";

/** What each island held when the page hydrated, for a later fresh mount of the same island. */
const kept = new Map<string, string>();

interface Props {
  /** Names the island (`data-server-markup`): one per kind of content. */
  name: string;
  /**
   * The content, on the server only: pass `import.meta.env.SSR ? <Content /> : null`, so the
   * browser build drops the content's code.
   */
  children: React.ReactNode;
}

/**
 * Part of a hydrated screen that never changes in the browser (the footer, the WhatsApp button:
 * links drawn from the site's settings), rendered by the server alone (decision 069). React does
 * not hydrate inside an element given `dangerouslySetInnerHTML`, so the browser keeps the
 * server's markup as it is and the content's components stay out of the browser bundle, as the
 * inline scripts of decision 011 do. The markup is read at hydration, and a later fresh mount of
 * the island in this document (an error boundary that replaced the tree) puts it back. The
 * wrapper is `display: contents`: the content lays out as a child of the island's parent.
 */
export function ServerMarkup({ name, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current && !kept.has(name)) kept.set(name, ref.current.innerHTML);
  }, [name]);
  if (import.meta.env.SSR)
    return (
      <div data-server-markup={name} className="contents">
        {children}
      </div>
    );
  return (
    <div
      ref={ref}
      data-server-markup={name}
      className="contents"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: kept.get(name) ?? "" }}
    />
  );
}
