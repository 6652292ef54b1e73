import express, { Router } from "express";
import { apiCatalogue } from "~/api.contract";
import { authApi, userApi } from "~/features/accounts/index.server";
import { eventApi } from "~/features/attendance/index.server";
import { cemeteriesApi } from "~/features/cemeteries/index.server";
import { consentApi } from "~/features/consent/index.server";
import { contactApi } from "~/features/contact/index.server";
import { contractApi } from "~/features/contracts/index.server";
import { musicApi } from "~/features/music/index.server";
import { locationApi } from "~/features/location/index.server";
import { notificationContactsApi } from "~/features/notification-contacts/index.server";
import { addressApi, hashApi, plaqueOrdersApi } from "~/features/plaques/index.server";
import { gptApi, portraitApi } from "~/features/profiles/index.server";
import { paymentApi } from "~/features/payments/index.server";
import { galleryApi } from "~/features/gallery/index.server";
import { planChangesApi, plansApi } from "~/features/plans/index.server";
import { myProfilesApi } from "~/features/my-profiles/index.server";
import { memorialApi } from "~/features/memorial/index.server";
import {
  completeProfileApi,
  partnerMemorialsApi,
  registerProfileApi,
  updateProfileApi,
  simplifiedProfileApi,
} from "~/features/profile-editor/index.server";
import { searchApi } from "~/features/profile-search/index.server";
import {
  tributeApi,
  recaptchaApi,
  tributePurchaseApi,
  approvalApi,
  moderationApi,
  reportsAdminApi,
} from "~/features/tributes/index.server";
import { voucherApi } from "~/features/vouchers/index.server";
import { walletApi } from "~/features/wallet/index.server";
import { apiErrorHandler } from "~/shared/http/api.server";
import { openApiDocument, type OpenApiDocument } from "~/shared/http/openapi.server";
import { rejectNulInBody, rejectNulInUrl } from "~/shared/http/input-guard.server";
import { contractGate } from "~/shared/http/contract-gate.server";

/** The JSON API under /api/: the call catalogue of the spec, domain by domain. */
export function createApiRouter(): Router {
  const api = Router();
  // First, so that every answer (refusals of the body parser and guards below included) is no-store.
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(rejectNulInUrl({ json: true }));
  // What the contract says first: 401, 403 and a malformed id (400) before any body is read (issue 20).
  api.use(contractGate(apiCatalogue));
  api.use(express.json({ limit: "100kb" }));
  api.use(rejectNulInBody());
  api.use("/auth", authApi);
  api.use("/user", userApi);
  api.use("/cookie", consentApi);
  api.use("/contract", contractApi);
  api.use("/plans", plansApi);
  api.use("/profile", myProfilesApi);
  api.use("/profile", searchApi);
  api.use("/profile", memorialApi);
  api.use("/profile", planChangesApi);
  api.use("/profile", galleryApi);
  api.use("/profile", portraitApi);
  api.use("/profile", notificationContactsApi);
  api.use("/profile", addressApi);
  api.use("/profile", registerProfileApi);
  api.use("/profile", updateProfileApi);
  api.use("/profile", completeProfileApi);
  api.use("/profile", simplifiedProfileApi);
  api.use("/profile", partnerMemorialsApi);
  api.use("/tribute", tributeApi);
  api.use("/tribute", tributePurchaseApi);
  api.use("/tribute", moderationApi);
  api.use("/profile", approvalApi);
  api.use("/recaptcha", recaptchaApi);
  api.use("/event", eventApi);
  api.use("/location", locationApi);
  api.use("/contact", contactApi);
  api.use("/hash", hashApi);
  api.use("/gpt", gptApi);
  api.use("/music", musicApi);
  api.use("/admin", plaqueOrdersApi);
  api.use("/admin", reportsAdminApi);
  api.use("/cemiterios", cemeteriesApi);
  api.use("/payment", paymentApi);
  api.use("/wallet", walletApi);
  api.use("/voucher", voucherApi);
  let document: OpenApiDocument | undefined;
  api.get("/openapi.json", (_req, res) => {
    res.json((document ??= openApiDocument(apiCatalogue)));
  });
  api.use((_req, res) => {
    res.status(404).json({ success: false, message: "Rota não encontrada." });
  });
  api.use(apiErrorHandler);
  return api;
}
