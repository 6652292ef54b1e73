import { z } from "zod";
import { authContract, userContract } from "~/features/accounts";
import { eventContract } from "~/features/attendance";
import { cemeteriesContract } from "~/features/cemeteries";
import { consentContract } from "~/features/consent/index.server";
import { contactContract } from "~/features/contact";
import { contractContract } from "~/features/contracts";
import { notificationContactsContract } from "~/features/notification-contacts";
import { musicContract } from "~/features/music";
import { locationContract } from "~/features/location";
import { addressContract, hashContract, plaqueOrdersContract } from "~/features/plaques";
import { paymentContract } from "~/features/payments";
import { galleryContract } from "~/features/gallery";
import { portraitContract, gptContract } from "~/features/profiles";
import { planChangesContract, plansContract } from "~/features/plans";
import { memorialContract } from "~/features/memorial";
import {
  completeProfileContract,
  partnerMemorialsContract,
  registerProfileContract,
  updateProfileContract,
  simplifiedProfileContract,
} from "~/features/profile-editor";
import { myProfilesContract } from "~/features/my-profiles";
import { searchContract } from "~/features/profile-search";
import { tributeContract, tributePurchaseContract, moderationContract } from "~/features/tributes";
import { voucherContract } from "~/features/vouchers";
import { walletContract } from "~/features/wallet";
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
  ...partnerMemorialsContract,
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
