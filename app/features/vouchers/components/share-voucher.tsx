import { Share2 } from "~/shared/ui/icons";
import { useEffect, useState } from "react";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { CREATE_VOUCHER_MESSAGES, voucherShareText } from "../create-voucher.constants";

/** Where a voucher is used: the tribute hub, from which every purchase starts. */
const SHARE_PATH = "/homenagens";

/**
 * Shares a voucher through the device's share sheet; where there is none (or it fails) the text
 * and link go to the clipboard. Shown once React runs: without it the code is on the page to copy.
 */
export function ShareVoucherButton({ code, cents, className }: { code: string; cents: number; className?: string }) {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!hydrated) return null;

  async function share() {
    const text = voucherShareText(code, cents);
    const url = new URL(SHARE_PATH, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "Voucher", text, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      setNotice(CREATE_VOUCHER_MESSAGES.linkCopied);
    } catch {
      setNotice(CREATE_VOUCHER_MESSAGES.copyFailed);
    }
  }

  return (
    <>
      <button type="button" onClick={share} className={className ?? "btn btn-primary"}>
        <Share2 className="h-5 w-5" aria-hidden="true" />
        Compartilhar<span className="sr-only"> o voucher {code}</span>
      </button>
      <span role="status" className="text-sm font-semibold text-sky-800">
        {notice}
      </span>
    </>
  );
}
