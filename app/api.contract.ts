import { z } from "zod";
import { authContract } from "~/features/accounts/api/auth.contract";
import { userContract } from "~/features/accounts/api/user.contract";
import { eventContract } from "~/features/attendance/api/event.contract";
import { cemeteriesContract } from "~/features/cemeteries/api/cemeteries.contract";
import { consentContract } from "~/features/consent/api/consent.contract";
import { contactContract } from "~/features/contact/api/contact.contract";
import { contractContract } from "~/features/contracts/api/contract.contract";
import { notificationContactsContract } from "~/features/notification-contacts/api/notification-contacts.contract";
import { musicContract } from "~/features/music/api/music.contract";
import { locationContract } from "~/features/location/api/location.contract";
import { addressContract } from "~/features/plaques/api/address.contract";
import { hashContract } from "~/features/plaques/api/hash.contract";
import { plaqueOrdersContract } from "~/features/plaques/api/plaque-orders.contract";
import { paymentContract } from "~/features/payments/api/payment.contract";
import { galleryContract } from "~/features/gallery/api/gallery.contract";
import { portraitContract } from "~/features/profiles/portrait/api/portrait.contract";
import { planChangesContract } from "~/features/plans/api/plan-changes.contract";
import { plansContract } from "~/features/plans/api/plans.contract";
import { gptContract } from "~/features/profiles/biography/api/gpt.contract";
import { memorialContract } from "~/features/memorial/api/memorial.contract";
import { completeProfileContract } from "~/features/profile-editor/api/complete-profile.contract";
import { registerProfileContract } from "~/features/profile-editor/api/register-profile.contract";
import { updateProfileContract } from "~/features/profile-editor/api/update-profile.contract";
import { simplifiedProfileContract } from "~/features/profile-editor/api/simplified-profile.contract";
import { myProfilesContract } from "~/features/my-profiles/api/my-profiles.contract";
import { searchContract } from "~/features/profile-search/api/search.contract";
import { tributeContract } from "~/features/tributes/api/tribute.contract";
import { tributePurchaseContract } from "~/features/tributes/api/tribute-purchase.contract";
import { moderationContract } from "~/features/tributes/api/moderation.contract";
import { voucherContract } from "~/features/vouchers/api/voucher.contract";
import { walletContract } from "~/features/wallet/api/wallet.contract";
import { type ApiOperation, ok, operation } from "~/shared/http/api-contract";

/** The document itself: `GET /api/openapi.json`. */
const openApiContract = [
  operation({
    method: "get",
    path: "/api/openapi.json",
    summary: "This API described as an OpenAPI 3.1 document",
    tags: ["meta"],
    responses: {
      200: ok(
        "The document.",
        z.looseObject({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.unknown()) }),
      ),
    },
  }),
];

/** Every call under /api/, as mounted in `api.server.ts` (the coverage test keeps the two in step). */
export const apiCatalogue: readonly ApiOperation[] = [
  ...authContract,
  ...userContract,
  ...consentContract,
  ...contractContract,
  ...plansContract,
  ...myProfilesContract,
  ...searchContract,
  ...memorialContract,
  ...planChangesContract,
  ...galleryContract,
  ...portraitContract,
  ...notificationContactsContract,
  ...addressContract,
  ...registerProfileContract,
  ...updateProfileContract,
  ...completeProfileContract,
  ...simplifiedProfileContract,
  ...tributeContract,
  ...tributePurchaseContract,
  ...moderationContract,
  ...eventContract,
  ...locationContract,
  ...contactContract,
  ...hashContract,
  ...gptContract,
  ...musicContract,
  ...plaqueOrdersContract,
  ...cemeteriesContract,
  ...paymentContract,
  ...walletContract,
  ...voucherContract,
  ...openApiContract,
];
