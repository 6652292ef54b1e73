/**
 * 'Reivindicar este memorial' at the foot of a memorial, for signed-in people who do not administer
 * it (decision 057). A plain link: the memorial page is not hydrated.
 */
export function ClaimLink({ href }: { href: string }) {
  return (
    <p className="mt-10 border-t border-sky-100 pt-6 text-center text-ink-soft">
      É da família e quer cuidar deste memorial?{" "}
      <a href={href} className="font-semibold">
        Reivindicar este memorial
      </a>
    </p>
  );
}
