import { count, desc, eq, sql } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { attendances } from "~/db/schema";
import type { ViewableProfile } from "~/features/profiles/index.server";
import { parseInput } from "~/shared/http/api.server";
import { assertRateLimit } from "~/shared/http/rate-limit.server";
import { ATTENDANCE_MESSAGES, attendanceSchema } from "./attendance.schema";

/** Spec part 1, §9: the attendance list shows 5 per page. */
export const ATTENDANCE_PAGE_SIZE = 5;

const MINUTE_MS = 60_000;
/** Per visitor address: a few sign-ups on one memorial, and a cap across all of them. */
export const ATTENDANCE_LIMITS = {
  perProfile: { limit: 5, windowMs: 10 * MINUTE_MS },
  perIp: { limit: 30, windowMs: 60 * MINUTE_MS },
} as const;

export interface AttendanceEntry {
  id: string;
  name: string;
  attendedAt: string;
  /** Only for the owner and admins. */
  email?: string;
  cellphone?: string;
}

export interface AttendancePage {
  items: AttendanceEntry[];
  total: number;
  page: number;
  limit: number;
}

/**
 * One statement (one round trip on a fresh memorial render, issue 22): the count, with the page's
 * rows joined to it, so a page past the end still answers the total (one row of nulls). Kept
 * prepared (decision 063).
 */
const attendancePage = prepared((database: Database) => {
  const where = eq(attendances.profileId, sql.placeholder("profileId"));
  const total = database
    .select({ n: count().as("n") })
    .from(attendances)
    .where(where)
    .as("total");
  const pageRows = database
    .select({
      id: attendances.id,
      name: attendances.name,
      attendedAt: attendances.attendedAt,
      email: attendances.email,
      cellphone: attendances.cellphone,
    })
    .from(attendances)
    .where(where)
    .orderBy(desc(attendances.attendedAt), desc(attendances.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page_rows");
  return database
    .select({
      n: total.n,
      id: pageRows.id,
      name: pageRows.name,
      attendedAt: pageRows.attendedAt,
      email: pageRows.email,
      cellphone: pageRows.cellphone,
    })
    .from(total)
    .leftJoinLateral(pageRows, sql`true`)
    .prepare("attendance_page");
});

/**
 * Who signed the attendance list, newest first, 5 per page. The public sees names and times;
 * the owner and admins also see e-mails and cellphones.
 */
export async function listAttendances(view: ViewableProfile, page = 1): Promise<AttendancePage> {
  const current = Math.max(1, Math.min(Math.floor(page) || 1, 100_000));
  const joined = await attendancePage({
    profileId: view.profile.id,
    limit: ATTENDANCE_PAGE_SIZE,
    offset: (current - 1) * ATTENDANCE_PAGE_SIZE,
  });
  return {
    items: joined.flatMap((row) =>
      // The one row of a page past the end joins no attendance: its columns are all null.
      row.id === null || row.name === null || row.attendedAt === null || row.email === null || row.cellphone === null
        ? []
        : [
            {
              id: row.id,
              name: row.name,
              attendedAt: row.attendedAt.toISOString(),
              ...(view.manage && { email: row.email, cellphone: row.cellphone }),
            },
          ],
    ),
    total: Number(joined[0]?.n ?? 0),
    page: current,
    limit: ATTENDANCE_PAGE_SIZE,
  };
}

/**
 * Signs the attendance list of a memorial the visitor may see. Validated with the shared rules,
 * and limited per address (per memorial and overall) with a 429 and a pt-BR message.
 */
export async function attendProfile(
  view: ViewableProfile,
  input: unknown,
  { ip }: { ip: string | undefined },
): Promise<{ id: string }> {
  const values = parseInput(attendanceSchema, input);
  const address = ip ?? "unknown";
  await assertRateLimit(
    [`attend:${address}:${view.profile.id}`],
    ATTENDANCE_LIMITS.perProfile,
    ATTENDANCE_MESSAGES.tooMany,
  );
  await assertRateLimit([`attend:${address}`], ATTENDANCE_LIMITS.perIp, ATTENDANCE_MESSAGES.tooMany);
  const [row] = await db()
    .insert(attendances)
    .values({ profileId: view.profile.id, ...values, ip: ip?.slice(0, 100) ?? null })
    .returning({ id: attendances.id });
  return { id: row!.id };
}
