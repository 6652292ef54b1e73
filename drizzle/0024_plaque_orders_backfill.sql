-- Decision 042: memorials already on a paid plan whose plaque was never ordered (upgrades, partners'
-- memorials and admins' assignments before every paid term ordered it) get the order waiting for the
-- address, so the admin's 'Aguardando endereço' tab and the memorial's panel show the task. No e-mail
-- is owed by this migration: a deploy does not write to every such family at once.
INSERT INTO "plaque_orders" ("profile_id", "plan_id", "created_at", "updated_at")
SELECT p."id", p."type", now(), now()
FROM "profiles" p
WHERE p."type" <> 'Free'
  AND NOT EXISTS (SELECT 1 FROM "plaque_orders" o WHERE o."profile_id" = p."id")
ON CONFLICT ("profile_id") DO NOTHING;
