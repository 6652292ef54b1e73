import { z } from "zod";
import { component, error, idParams, ok, operation, success } from "~/shared/http/api-contract";
import { registerPartnerSchema, registerSchema, updateUserSchema } from "../accounts.schema";

const tags = ["user"] as const;

const account = {
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  cellphone: z.string().describe('"(DD) NNNNN-NNNN", or "" when the account has none.'),
};

const registered = component("Registered", success({ userId: z.uuid(), userName: z.string(), message: z.string() }));

const registration = {
  201: ok("Registered and signed in; the session cookie is set.", registered),
  409: error("This e-mail is already registered."),
  429: error("Too many registrations from this address; see Retry-After."),
};

/** /api/user: registration and the account's own data. */
export const userContract = [
  operation({
    method: "post",
    path: "/api/user/registerUser",
    summary: "Register a person and sign them in",
    tags,
    request: { body: registerSchema },
    responses: registration,
  }),
  operation({
    method: "post",
    path: "/api/user/registerPartner",
    summary: "Register a funeral home (CNPJ) and sign it in",
    tags,
    request: { body: registerPartnerSchema },
    responses: registration,
  }),
  operation({
    method: "get",
    path: "/api/user/getUser/{id}",
    summary: "An account's own data",
    tags,
    session: "required",
    request: { params: idParams("id") },
    responses: {
      200: ok("The account.", component("Account", success(account))),
      403: error("Another user's account."),
      404: error("Unknown user."),
    },
  }),
  operation({
    method: "put",
    path: "/api/user/updateUser/{id}",
    summary: "Change an account's name, e-mail, cellphone or password",
    description: "Changing the e-mail or the password asks for the current password (`currentPassword`).",
    tags,
    session: "required",
    request: { params: idParams("id"), body: updateUserSchema },
    responses: {
      200: ok("Saved; the account as it now is.", success({ message: z.string(), ...account })),
      403: error("Another user's account."),
      404: error("Unknown user."),
      409: error("This e-mail is already registered."),
      429: error("Too many wrong current passwords; see Retry-After."),
    },
  }),
];
