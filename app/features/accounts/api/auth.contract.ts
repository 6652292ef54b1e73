import { z } from "zod";
import { component, error, idParams, ok, operation, success } from "~/shared/http/api-contract";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from "../accounts.schema";

const tags = ["auth"] as const;

export const userTypeSchema = z.enum(["regular", "partner", "admin"]);

const signedIn = {
  userId: z.uuid(),
  userName: z.string(),
  userType: userTypeSchema,
};

const tokenQuery = z.object({ token: z.string().describe("The token of the password reset link.") });

/** /api/auth: session, first access, e-mail lookup and password recovery. */
export const authContract = [
  operation({
    method: "get",
    path: "/api/auth/checkAuth",
    summary: "Who is signed in on this browser",
    tags,
    session: "optional",
    responses: {
      200: ok(
        "The signed-in user, or `{ success: false }` without a session.",
        z.union([success(signedIn), z.strictObject({ success: z.literal(false) })]),
      ),
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/login",
    summary: "Sign in with e-mail and password; sets the session cookie",
    tags,
    request: { body: loginSchema },
    responses: {
      200: ok("Signed in; the session cookie is set.", success({ ...signedIn, message: z.string() })),
      401: error("Wrong e-mail or password."),
      429: error("Too many attempts; see Retry-After."),
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/logout",
    summary: "Sign out: ends the session and clears its cookie",
    tags,
    session: "optional",
    responses: { 200: ok("Signed out.", success({})) },
  }),
  operation({
    method: "get",
    path: "/api/auth/verifyFirstAccess/{userId}",
    summary: "Whether an account was created by someone else and is active",
    tags,
    session: "required",
    request: { params: idParams("userId") },
    responses: {
      200: ok("The account's first-access state.", success({ created_by_user: z.boolean(), active: z.boolean() })),
      403: error("Another user's account."),
      404: error("Unknown user."),
    },
  }),
  operation({
    method: "put",
    path: "/api/auth/activeUser/{userId}",
    summary: "Mark an account as active",
    tags,
    session: "required",
    request: { params: idParams("userId") },
    responses: {
      200: ok("Activated.", success({})),
      403: error("Another user's account."),
      404: error("Unknown user."),
    },
  }),
  operation({
    method: "get",
    path: "/api/auth/getUserByEmail",
    summary: "Find an account by e-mail (admins only)",
    tags,
    session: "required",
    roles: ["admin"],
    request: { query: z.object({ email: z.string() }) },
    responses: {
      200: ok("The account.", component("UserSummary", success({ id: z.uuid(), name: z.string(), email: z.string() }))),
      403: error("Not an admin: looking accounts up is for admins only."),
      404: error("No account with this e-mail."),
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/forgotPassword",
    summary: "Send a password reset link by e-mail",
    tags,
    request: { body: forgotPasswordSchema },
    responses: {
      200: ok("The e-mail was sent.", success({ message: z.string() })),
      404: error("No account with this e-mail."),
      429: error("Too many requests; see Retry-After."),
    },
  }),
  operation({
    method: "get",
    path: "/api/auth/verifyToken",
    summary: "Check a password reset token",
    tags,
    request: { query: tokenQuery },
    responses: {
      200: ok("The token is valid; the account's e-mail.", success({ email: z.string() })),
      404: error("The link expired or was already used."),
    },
  }),
  operation({
    method: "put",
    path: "/api/auth/resetPassword",
    summary: "Set a new password with a reset token",
    tags,
    request: { query: tokenQuery, body: resetPasswordSchema },
    responses: {
      200: ok("The password was changed.", success({ email: z.string(), message: z.string() })),
      404: error("The link expired or was already used."),
      429: error("Too many requests; see Retry-After."),
    },
  }),
];
