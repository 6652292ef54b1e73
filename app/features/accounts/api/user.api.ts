import { Router } from "express";
import { parseInput } from "~/shared/http/api.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { MESSAGES, registerPartnerSchema, registerSchema, updateUserSchema } from "../accounts.schema";
import { assertSelfOrAdmin } from "../account-access.server";
import { getAccount, register, registerPartnerAccount, updateAccount } from "../account-use-cases.server";
import { bodyObject } from "~/shared/http/request-input";

/** /api/user: registration and the account's own data. */
export const userApi = Router();

userApi.post("/registerUser", async (req, res) => {
  const input = parseInput(registerSchema, bodyObject(req));
  const { user, setCookie } = await register(ctxOf(req), input);
  res.append("Set-Cookie", setCookie);
  res.status(201).json({ success: true, userId: user.id, userName: user.name, message: MESSAGES.registerSuccess });
});

userApi.post("/registerPartner", async (req, res) => {
  const input = parseInput(registerPartnerSchema, bodyObject(req));
  const { user, setCookie } = await registerPartnerAccount(ctxOf(req), input);
  res.append("Set-Cookie", setCookie);
  res.status(201).json({ success: true, userId: user.id, userName: user.name, message: MESSAGES.registerSuccess });
});

userApi.get("/getUser/:id", async (req, res) => {
  const user = await getAccount(ctxOf(req), req.params.id);
  res.json({ success: true, ...user });
});

userApi.put("/updateUser/:id", async (req, res) => {
  const ctx = ctxOf(req);
  // Who may change this account is decided before the body is even looked at.
  assertSelfOrAdmin(await ctx.actor(), req.params.id);
  const input = parseInput(updateUserSchema, bodyObject(req));
  const user = await updateAccount(ctx, req.params.id, input);
  res.json({ success: true, message: MESSAGES.userUpdated, ...user });
});
