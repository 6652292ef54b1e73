import { Router } from "express";
import { parseInput } from "~/shared/http/api.server";
import { NotFoundError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { signIn, signOut } from "../account-use-cases.server";
import { forgotPasswordSchema, loginSchema, MESSAGES, resetPasswordSchema } from "../accounts.schema";
import { activateUser, getUserByEmail, verifyFirstAccess } from "../accounts.server";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../password-reset.server";
import { userTypeOf } from "./request-session.server";
import { bodyObject, queryValue } from "~/shared/http/request-input";

/** /api/auth: session, first access, e-mail lookup and password recovery calls of the spec. */
export const authApi = Router();

authApi.get("/checkAuth", async (req, res) => {
  const actor = await ctxOf(req).actor();
  if (!actor) {
    res.json({ success: false });
    return;
  }
  res.json({ success: true, userId: actor.id, userName: actor.name, userType: userTypeOf(actor.type) });
});

authApi.post("/login", async (req, res) => {
  const input = parseInput(loginSchema, bodyObject(req));
  const { user, setCookie } = await signIn(ctxOf(req), input);
  res.append("Set-Cookie", setCookie);
  res.json({
    success: true,
    userId: user.id,
    userName: user.name,
    userType: userTypeOf(user.type),
    message: MESSAGES.loginSuccess,
  });
});

authApi.post("/logout", async (req, res) => {
  res.append("Set-Cookie", await signOut(ctxOf(req)));
  res.json({ success: true });
});

authApi.get("/verifyFirstAccess/:userId", async (req, res) => {
  const status = await verifyFirstAccess(await ctxOf(req).actor(), req.params.userId);
  res.json({ success: true, ...status });
});

authApi.put("/activeUser/:userId", async (req, res) => {
  await activateUser(await ctxOf(req).actor(), req.params.userId);
  res.json({ success: true });
});

authApi.get("/getUserByEmail", async (req, res) => {
  const user = await getUserByEmail(await ctxOf(req).actor(), queryValue(req, "email") ?? "");
  res.json({ success: true, ...user });
});

authApi.post("/forgotPassword", async (req, res) => {
  const { email } = parseInput(forgotPasswordSchema, bodyObject(req));
  await requestPasswordReset(ctxOf(req), email);
  res.json({ success: true, message: MESSAGES.forgotSent });
});

authApi.get("/verifyToken", async (req, res) => {
  const found = await verifyResetToken(queryValue(req, "token"));
  if (!found) throw new NotFoundError(MESSAGES.resetLinkExpired);
  res.json({ success: true, email: found.email });
});

authApi.put("/resetPassword", async (req, res) => {
  const token = queryValue(req, "token");
  const input = parseInput(resetPasswordSchema, bodyObject(req));
  const { email } = await resetPassword(token, input);
  res.json({ success: true, email, message: MESSAGES.resetSuccess });
});
