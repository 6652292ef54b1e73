/** What a form answered, worded by the server: a success announced politely, a refusal as an alert. */
export function FormAnswer({
  answer,
  className = "",
}: {
  answer: { ok: boolean; message: string | null } | null | undefined;
  className?: string;
}) {
  if (!answer?.message) return null;
  return answer.ok ? (
    <p role="status" className={`${className} rounded-lg bg-green-50 p-3 font-semibold text-green-800`}>
      {answer.message}
    </p>
  ) : (
    <p role="alert" className={`${className} field-error font-semibold`}>
      {answer.message}
    </p>
  );
}
