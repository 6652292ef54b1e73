import express, { Router } from "express";
import { apiCatalogue } from "~/api.contract";
import { authApi } from "~/features/accounts/api/auth.api";
import { eventApi } from "~/features/attendance/api/event.api";
import { userApi } from "~/features/accounts/api/user.api";
import { cemeteriesApi } from "~/features/cemeteries/api/cemeteries.api";
import { consentApi } from "~/features/consent/api/consent.api";
import { contactApi } from "~/features/contact/api/contact.api";
import { contractApi } from "~/features/contracts/api/contract.api";
import { locationApi } from "~/features/location/api/location.api";
import { notificationContactsApi } from "~/features/notification-contacts/api/notification-contacts.api";
import { addressApi } from "~/features/plaques/api/address.api";
import { hashApi } from "~/features/plaques/api/hash.api";
import { plaqueOrdersApi } from "~/features/plaques/api/plaque-orders.api";
import { gptApi } from "~/features/profiles/biography/api/gpt.api";
import { paymentApi } from "~/features/payments/api/payment.api";
import { galleryApi } from "~/features/gallery/api/gallery.api";
import { portraitApi } from "~/features/profiles/portrait/api/portrait.api";
import { planChangesApi } from "~/features/plans/api/plan-changes.api";
import { plansApi } from "~/features/plans/api/plans.api";
import { myProfilesApi } from "~/features/profiles/my-profiles/api/my-profiles.api";
import { memorialApi } from "~/features/profiles/memorial/api/memorial.api";
import { registerProfileApi } from "~/features/profiles/profile-editor/api/register-profile.api";
import { simplifiedProfileApi } from "~/features/profiles/profile-editor/api/simplified-profile.api";
import { searchApi } from "~/features/profiles/profile-search/api/search.api";
import { tributeApi } from "~/features/tributes/api/tribute.api";
import { recaptchaApi, tributePurchaseApi } from "~/features/tributes/api/tribute-purchase.api";
import { voucherApi } from "~/features/vouchers/api/voucher.api";
import { walletApi } from "~/features/wallet/api/wallet.api";
import { apiErrorHandler } from "~/shared/http/api.server";
import { openApiDocument, type OpenApiDocument } from "~/shared/http/openapi.server";
import { rejectNulInBody, rejectNulInUrl } from "~/shared/http/input-guard.server";

/** The JSON API under /api/: the call catalogue of the spec, domain by domain. */
export function createApiRouter(): Router {
  const api = Router();
  // First, so that every answer (refusals of the body parser and guards below included) is no-store.
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(rejectNulInUrl({ json: true }));
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
  api.use("/profile", simplifiedProfileApi);
  api.use("/tribute", tributeApi);
  api.use("/tribute", tributePurchaseApi);
  api.use("/recaptcha", recaptchaApi);
  api.use("/event", eventApi);
  api.use("/location", locationApi);
  api.use("/contact", contactApi);
  api.use("/hash", hashApi);
  api.use("/gpt", gptApi);
  api.use("/admin", plaqueOrdersApi);
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
