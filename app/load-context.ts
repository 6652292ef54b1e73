import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce allowed by the Content-Security-Policy. */
    cspNonce: string;
    requestId: string;
    /** Client address as Express resolved it (trust proxy aware). */
    ip: string | undefined;
  }
}

export {};
