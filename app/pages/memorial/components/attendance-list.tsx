import { ID } from "~/shared/ui/markup/markup-hooks";
import { UserCheck } from "~/shared/ui/icons";
import type { AttendancePage } from "~/features/attendance/index.server";
import { formatDate, formatRelativeTime } from "~/shared/format/format";
import { formatPhone } from "~/shared/validation/phone";
import { ListPager } from "./list-pager";

/**
 * Who signed the attendance list, 5 per page. Visitors see names and times only; the owner (and
 * admins) also see e-mails and cellphones.
 */
export function AttendanceList({
  attendances,
  hrefFor,
  now,
}: {
  attendances: AttendancePage & { totalPages: number };
  hrefFor: (page: number) => string;
  now: Date;
}) {
  return (
    <section id={ID.attendance} aria-labelledby="presencas-titulo" className="mt-12 scroll-mt-20">
      <h2 id="presencas-titulo" className="text-2xl">
        Lista de presença
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {attendances.total === 1
          ? "1 pessoa registrou presença."
          : `${attendances.total} pessoas registraram presença.`}
      </p>
      {attendances.items.length ? (
        <ul className="mt-4 divide-y divide-sky-100 rounded-xl border border-sky-100 bg-white">
          {attendances.items.map((entry) => (
            <li key={entry.id} className="flex items-start gap-3 p-4">
              <UserCheck className="mt-0.5 h-5 w-5 flex-none text-sky-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{entry.name}</p>
                <p className="text-sm text-ink-soft">
                  <time dateTime={entry.attendedAt} title={formatDate(entry.attendedAt)}>
                    {formatRelativeTime(entry.attendedAt, now)}
                  </time>
                </p>
                {entry.email !== undefined && (
                  <p className="mt-1 break-words text-sm">
                    <a href={`mailto:${entry.email}`} className="text-sky-800 underline underline-offset-4">
                      {entry.email}
                    </a>
                    {entry.cellphone && <span className="ml-3">{formatPhone(entry.cellphone) ?? entry.cellphone}</span>}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-soft">Ninguém registrou presença ainda.</p>
      )}
      <ListPager
        page={attendances.page}
        totalPages={attendances.totalPages}
        hrefFor={hrefFor}
        label="Páginas da lista de presença"
        section={ID.attendance}
      />
    </section>
  );
}
