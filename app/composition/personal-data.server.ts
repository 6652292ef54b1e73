import { accountsPersonalData } from "~/features/accounts/index.server";
import { attendancePersonalData } from "~/features/attendance/index.server";
import { ceremoniesPersonalData } from "~/features/ceremonies/index.server";
import { claimsPersonalData } from "~/features/claims/index.server";
import { consentPersonalData } from "~/features/consent/index.server";
import { followersPersonalData } from "~/features/followers/index.server";
import { ledgerPersonalData } from "~/features/ledger/index.server";
import { memorialTeamPersonalData } from "~/features/memorial-team/index.server";
import { musicPersonalData } from "~/features/music/index.server";
import { myDataPersonalData, registerPersonalDataSources } from "~/features/my-data/index.server";
import { notificationContactsPersonalData } from "~/features/notification-contacts/index.server";
import { paymentsPersonalData } from "~/features/payments/index.server";
import { plansPersonalData } from "~/features/plans/index.server";
import { plaquesPersonalData } from "~/features/plaques/index.server";
import { profileEditorPersonalData } from "~/features/profile-editor/index.server";
import { profilesPersonalData } from "~/features/profiles/index.server";
import { tributesPersonalData } from "~/features/tributes/index.server";
import { vouchersPersonalData } from "~/features/vouchers/index.server";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * Every feature's personal-data source (LGPD arts. 18 and 19; decision 058): what 'Meus dados'
 * exports and erases, table by table. A table that names a person and belongs to no source here
 * fails app/composition/personal-data.server.test.ts. The erasure runs them in this order, the
 * accounts source last.
 */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  consentPersonalData,
  profilesPersonalData,
  memorialTeamPersonalData,
  profileEditorPersonalData,
  tributesPersonalData,
  attendancePersonalData,
  paymentsPersonalData,
  ledgerPersonalData,
  vouchersPersonalData,
  plansPersonalData,
  plaquesPersonalData,
  musicPersonalData,
  notificationContactsPersonalData,
  followersPersonalData,
  ceremoniesPersonalData,
  claimsPersonalData,
  myDataPersonalData,
  accountsPersonalData,
];

/** Plugs the sources into 'Meus dados' whenever the application loads. */
export function registerPersonalData(): void {
  registerPersonalDataSources(PERSONAL_DATA_SOURCES);
}
