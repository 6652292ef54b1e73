import { Router } from "express";
import { NotFoundError } from "~/shared/http/errors";
import { contractForReading } from "../contracts.server";

/** /api/contract/{key}: the contract text in force. */
export const contractApi = Router();

contractApi.get("/:key", async (req, res) => {
  const contract = await contractForReading(req.params.key);
  if (!contract) throw new NotFoundError("Contrato não encontrado.");
  res.json({
    success: true,
    key: contract.key,
    version: contract.version,
    title: contract.title,
    text: contract.text,
    publishedAt: contract.publishedAt.toISOString(),
  });
});
