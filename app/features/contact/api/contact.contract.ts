import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { contactSchema } from "../contact.schema";

/** /api/contact: the contact form of /contato. */
export const contactContract = [
  operation({
    method: "post",
    path: "/api/contact",
    summary: "Send a message to the team",
    tags: ["contact"],
    request: { body: contactSchema },
    responses: {
      201: ok("Sent.", success({ message: z.string() })),
      429: error("Too many messages; see Retry-After."),
    },
  }),
];
