import { Router } from "express";
import { ctxOf } from "~/shared/http/request-context.server";
import { paging } from "~/shared/paging";
import { PARTNER_MEMORIAL_MESSAGES } from "../partner/partner-memorials";
import { listPartnerMemorials, resendCustomerInvite } from "../partner/partner-memorials.server";

/** /api/profile: the partner's list of the memorials it created, and 'Reenviar convite'. */
export const partnerMemorialsApi = Router();

partnerMemorialsApi.get("/getProfilesCreatedByPartner/:userId", async (req, res) => {
  const actor = await ctxOf(req).actor();
  const list = await listPartnerMemorials(actor, req.params.userId, paging(req.query.page, req.query.limit));
  res.json({
    success: true,
    total: list.total,
    page: list.page,
    limit: list.limit,
    profiles: list.items.map(({ profileId, plan, ...item }) => ({ id: profileId, profileType: plan, ...item })),
  });
});

partnerMemorialsApi.post("/resendCustomerInvite/:id", async (req, res) => {
  const actor = await ctxOf(req).actor();
  const { email, resentAt } = await resendCustomerInvite(actor, req.params.id);
  res.json({ success: true, message: PARTNER_MEMORIAL_MESSAGES.resent(email), resentAt: resentAt.toISOString() });
});
