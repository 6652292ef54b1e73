import { useEffect } from "react";
import { FollowForm } from "~/features/followers";
import { HONOR_MESSAGES } from "~/enhance/memorial-honor";
import { NOTICES } from "~/shared/ui/flash";
import { CheckCircle2 } from "~/shared/ui/icons";
import { tellMemorial } from "./embed-bridge";

type HonorOutcomeProps = { href: string; embedded: boolean } & (
  | { outcome: "concluded" }
  | {
      outcome: "paid";
      success: string;
      /** A public memorial's offer to follow it, with the payer's address. */
      follow: { username: string; email: string } | null;
      captchaToken: string;
    }
);

/**
 * The honor page once it is over: nothing saved ('desabafo'), or the tribute paid. `href` leads
 * back to the memorial.
 */
export default function HonorOutcome(props: HonorOutcomeProps) {
  const { href, embedded } = props;
  if (props.outcome === "concluded") {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 text-center">
        <p className="text-lg" role="status">
          {NOTICES.desabafo}
        </p>
        {embedded ? (
          // A link first: a tap before the page's script has started still leads back to the memorial;
          // once it runs, the memorial just closes its dialog.
          <a
            href={href}
            target="_top"
            className="btn btn-secondary mt-5"
            onClick={(event) => {
              event.preventDefault();
              tellMemorial(HONOR_MESSAGES.close);
            }}
          >
            Voltar ao memorial
          </a>
        ) : (
          <a href={href} target="_top" className="btn btn-secondary mt-5">
            Voltar ao memorial
          </a>
        )}
      </div>
    );
  }
  return (
    <section className="rounded-2xl border border-sky-200 bg-white p-6 text-center" role="status">
      <CheckCircle2 className="mx-auto h-12 w-12 text-sky-700" aria-hidden="true" />
      <h2 className="mt-3 text-2xl">{props.success}</h2>
      {embedded && <DoneAfterDelay />}
      {props.follow && (
        // The person who paid may follow the memorial, with the tribute's address.
        <div className="mx-auto mt-4 max-w-md text-left">
          <FollowForm
            username={props.follow.username}
            email={props.follow.email}
            captchaToken={props.captchaToken}
            offer
            idPrefix="homenagem-seguir"
            target="_top"
          />
        </div>
      )}
      <a href={href} target="_top" className="btn btn-primary mt-5">
        Voltar ao memorial
      </a>
    </section>
  );
}

/** Paid from the wallet inside the memorial's dialog: the success is read, then the memorial shows it. */
function DoneAfterDelay() {
  useEffect(() => {
    const timer = window.setTimeout(() => tellMemorial(HONOR_MESSAGES.done), 3000);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
