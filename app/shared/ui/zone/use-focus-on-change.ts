import { useCallback, useEffect, useRef } from "react";

/**
 * Moves keyboard focus to a step's heading (give it the returned ref and `tabIndex={-1}`) whenever
 * `step` changes after the first render: a multi-step screen that swaps its content would
 * otherwise leave focus on <body>, and a screen reader user would not hear where they are. A
 * heading that mounts later (a step loaded on demand) takes the focus when it arrives. The first
 * render keeps the browser's own focus: a page just opened starts at its top as usual.
 */
export function useFocusOnChange<T extends HTMLElement>(step: unknown): (element: T | null) => void {
  const element = useRef<T | null>(null);
  const pending = useRef(false);
  const first = useRef(step);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && Object.is(first.current, step)) return;
    moved.current = true;
    if (element.current?.isConnected) {
      pending.current = false;
      element.current.focus();
    } else {
      pending.current = true;
    }
  }, [step]);
  return useCallback((node: T | null) => {
    element.current = node;
    if (node && pending.current) {
      pending.current = false;
      node.focus();
    }
  }, []);
}
