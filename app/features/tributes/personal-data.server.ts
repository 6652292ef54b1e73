import { eq, or, sql } from "drizzle-orm";
import { tributeReports, tributes } from "~/db/schema";
import type { DataSubject, PersonalDataSource } from "~/shared/personal-data.server";

const mine = (subject: DataSubject) =>
  or(eq(tributes.userId, subject.userId), sql`lower(${tributes.email}) = ${subject.email}`);

/**
 * The tributes a person left (by account, or by the e-mail given without one) and the reports they
 * made. Erasure keeps each tribute on its memorial, as signed there (the family's memorial keeps its
 * tributes, decision 058), and removes the e-mail behind it; the account link names the tombstone.
 */
export const tributesPersonalData: PersonalDataSource = {
  name: "tributes",
  tables: { tributes: ["user_id", "email", "name", "kinship"], tribute_reports: ["reporter_key"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        id: tributes.id,
        profileId: tributes.profileId,
        type: tributes.type,
        name: tributes.name,
        email: tributes.email,
        kinship: tributes.kinship,
        body: tributes.body,
        imagePath: tributes.imagePath,
        candleDays: tributes.candleDays,
        status: tributes.status,
        visibility: tributes.visibility,
        createdAt: tributes.createdAt,
      })
      .from(tributes)
      .where(mine(subject));
    const reports = await db
      .select({
        tributeId: tributeReports.tributeId,
        reason: tributeReports.reason,
        createdAt: tributeReports.createdAt,
      })
      .from(tributeReports)
      .where(eq(tributeReports.reporterKey, `user:${subject.userId}`));
    return { tributes: rows, tribute_reports: reports };
  },
  async mediaFor(db, subject) {
    const rows = await db.select({ imagePath: tributes.imagePath }).from(tributes).where(mine(subject));
    return rows.flatMap((row) => (row.imagePath ? [row.imagePath] : []));
  },
  async eraseFor(db, subject) {
    await db.update(tributes).set({ email: null }).where(mine(subject));
  },
};
