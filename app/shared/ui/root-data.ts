import { useRouteLoaderData } from "react-router";
import type { EnhanceModule } from "~/enhance/modules";
import type { SiteInfo } from "./seo";

/** What the root route gives every page (app/root.server.ts builds it). */
export interface RootData {
  site: SiteInfo;
  consented: boolean;
  /** The cookie policy to accept, while this browser has not accepted the one in force. */
  policy: { title: string; html: string; version: number } | null;
  user: { id: string; greetingName: string; type: "regular" | "partner" | "admin" } | null;
  notice: string | null;
  /** Why the visitor was sent here instead of where they asked to go (stays on the page). */
  explanation: string | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export interface RouteHandle {
  /** The spec's cloud background. */
  clouds?: boolean;
  /**
   * Load React in the browser: set by the task-zone layout (app/features/task-zone) for every screen
   * under it; without it the page is server-rendered HTML (docs/decisions/011).
   */
  hydrate?: boolean;
  /** The enhancement scripts this public page needs besides the shell (app/enhance/modules.ts). */
  enhance?: readonly EnhanceModule[];
  /**
   * With `?embed=1` the screen renders without the site's header and footer: the honor form in the
   * memorial page's dialog (app/enhance/memorial-honor.ts).
   */
  embeddable?: boolean;
}
