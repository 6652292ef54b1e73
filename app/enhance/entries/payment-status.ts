/** The payment status page: live status and the PIX copy-paste code. */
import { enhancePaymentStatus } from "../payment-status";

enhancePaymentStatus();
