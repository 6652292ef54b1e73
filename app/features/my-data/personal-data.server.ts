import { desc, eq } from "drizzle-orm";
import { dataExports } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/** The person's own exports (never their tokens or files' keys); erasure deletes them. */
export const myDataPersonalData: PersonalDataSource = {
  name: "my-data",
  tables: { data_exports: ["user_id"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        status: dataExports.status,
        sizeBytes: dataExports.sizeBytes,
        createdAt: dataExports.createdAt,
        readyAt: dataExports.readyAt,
        expiresAt: dataExports.expiresAt,
      })
      .from(dataExports)
      .where(eq(dataExports.userId, subject.userId))
      .orderBy(desc(dataExports.createdAt));
    return { data_exports: rows };
  },
  async eraseFor(db, subject) {
    await db.delete(dataExports).where(eq(dataExports.userId, subject.userId));
  },
};
