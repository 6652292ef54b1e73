import { Router } from "express";
import { parseInput } from "~/shared/http/api.server";
import { MESSAGES, registerPartnerSchema, registerSchema, updateUserSchema } from "../accounts.schema";
import { assertSelfOrAdmin } from "../account-access.server";
import { getUser, registerPartner, registerUser, updateUser } from "../accounts.server";
import { assertRegistrationAllowed } from "../registration-limit.server";
import { bodyObject, requestActor, startSession } from "./request-session.server";

/** /api/user: registration and the account's own data. */
export const userApi = Router();

userApi.post("/registerUser", async (req, res) => {
  const input = parseInput(registerSchema, bodyObject(req));
  await assertRegistrationAllowed(req.ip);
  const user = await registerUser(input);
  await startSession(req, res, user.id);
  res.status(201).json({ success: true, userId: user.id, userName: user.name, message: MESSAGES.registerSuccess });
});

userApi.post("/registerPartner", async (req, res) => {
  const input = parseInput(registerPartnerSchema, bodyObject(req));
  await assertRegistrationAllowed(req.ip);
  const user = await registerPartner(input);
  await startSession(req, res, user.id);
  res.status(201).json({ success: true, userId: user.id, userName: user.name, message: MESSAGES.registerSuccess });
});

userApi.get("/getUser/:id", async (req, res) => {
  const user = await getUser(await requestActor(req), req.params.id);
  res.json({ success: true, ...user });
});

userApi.put("/updateUser/:id", async (req, res) => {
  const actor = await requestActor(req);
  // Who may change this account is decided before the body is even looked at.
  assertSelfOrAdmin(actor, req.params.id);
  const input = parseInput(updateUserSchema, bodyObject(req));
  const user = await updateUser(actor, req.params.id, input);
  res.json({ success: true, message: MESSAGES.userUpdated, ...user });
});
