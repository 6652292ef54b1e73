import { Router } from "express";
import { parseInput } from "~/shared/http/api.server";
import { NotFoundError } from "~/shared/http/errors";
import { forgotPasswordSchema, loginSchema, MESSAGES, resetPasswordSchema } from "../accounts.schema";
import {
  activateOnFirstLogin,
  activateUser,
  authenticate,
  getUserByEmail,
  verifyFirstAccess,
} from "../accounts.server";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../password-reset.server";
import {
  bodyObject,
  finishSession,
  queryValue,
  requestActor,
  startSession,
  userTypeOf,
} from "./request-session.server";

/** /api/auth: session, first access, e-mail lookup and password recovery calls of the spec. */
export const authApi = Router();

authApi.get("/checkAuth", async (req, res) => {
  const actor = await requestActor(req);
  if (!actor) {
    res.json({ success: false });
    return;
  }
  res.json({ success: true, userId: actor.id, userName: actor.name, userType: userTypeOf(actor.type) });
});

authApi.post("/login", async (req, res) => {
  const input = parseInput(loginSchema, bodyObject(req));
  const user = await authenticate(input, { ip: req.ip });
  await startSession(req, res, user.id);
  await activateOnFirstLogin(user.id);
  res.json({
    success: true,
    userId: user.id,
    userName: user.name,
    userType: userTypeOf(user.type),
    message: MESSAGES.loginSuccess,
  });
});

authApi.post("/logout", async (req, res) => {
  await finishSession(req, res);
  res.json({ success: true });
});

authApi.get("/verifyFirstAccess/:userId", async (req, res) => {
  const status = await verifyFirstAccess(await requestActor(req), req.params.userId);
  res.json({ success: true, ...status });
});

authApi.put("/activeUser/:userId", async (req, res) => {
  await activateUser(await requestActor(req), req.params.userId);
  res.json({ success: true });
});

authApi.get("/getUserByEmail", async (req, res) => {
  const user = await getUserByEmail(await requestActor(req), queryValue(req, "email") ?? "");
  res.json({ success: true, ...user });
});

authApi.post("/forgotPassword", async (req, res) => {
  const { email } = parseInput(forgotPasswordSchema, bodyObject(req));
  await requestPasswordReset(email, { ip: req.ip });
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
