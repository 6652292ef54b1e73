// Public entry: payments' receipts sweep retries owed invites through this path.
export { sendOwedCustomerInvites } from "./partner/customer-invite.server";
