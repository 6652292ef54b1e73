import { sql } from "drizzle-orm";
import { attendances } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

const byEmail = (email: string) => sql`lower(${attendances.email}) = ${email}`;

/**
 * The attendance lists a person signed, matched by the e-mail given (they are not tied to an
 * account). Erasure removes the signatures: they are the person's contact details, not money.
 */
export const attendancePersonalData: PersonalDataSource = {
  name: "attendance",
  tables: { attendances: ["email", "name", "cellphone", "ip"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        profileId: attendances.profileId,
        name: attendances.name,
        email: attendances.email,
        cellphone: attendances.cellphone,
        ip: attendances.ip,
        attendedAt: attendances.attendedAt,
      })
      .from(attendances)
      .where(byEmail(subject.email));
    return { attendances: rows };
  },
  async eraseFor(db, subject) {
    await db.delete(attendances).where(byEmail(subject.email));
  },
};
