import { z } from "zod";
import { component, error, ok, operation, pathParams, success } from "~/shared/http/api-contract";

const tags = ["cemeteries"] as const;

const cemetery = component(
  "Cemetery",
  z.strictObject({
    id: z.number().int(),
    nome: z.string(),
    cidade: z.string(),
    estado: z.string().describe("Two-letter UF."),
    construido: z.boolean().describe("Built cemeteries can be entered; the others are coming soon."),
    image: z.string().nullable().describe("URL of the 640 px variant."),
    image_directory: z.string().nullable().describe("Storage path of the image."),
  }),
);

const cemeteryProfile = component(
  "CemeteryProfile",
  z.strictObject({
    id: z.uuid(),
    username: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    imageDirectory: z.string().nullable(),
  }),
);

const listQuery = z.object({
  search: z.string().optional().describe("Name or city contains it, ignoring case and accents."),
  page: z.string().optional(),
  limit: z.string().optional().describe("Default 6, at most 100."),
});

const pageOf = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
};

/** /api/cemiterios: the cemetery calls of the spec, with its field names. */
export const cemeteriesContract = [
  operation({
    method: "get",
    path: "/api/cemiterios",
    summary: "Search cemeteries by name or city; built ones first",
    tags,
    request: { query: listQuery },
    responses: { 200: ok("One page of cemeteries.", success({ cemiterios: z.array(cemetery), ...pageOf })) },
  }),
  operation({
    method: "get",
    path: "/api/cemiterios/profiles/{id}",
    summary: "The public, activated memorials of a cemetery",
    tags,
    request: { params: pathParams("id"), query: listQuery },
    responses: {
      200: ok("One page of memorials.", success({ profiles: z.array(cemeteryProfile), ...pageOf })),
      404: error("Unknown cemetery."),
    },
  }),
  operation({
    method: "get",
    path: "/api/cemiterios/{id}",
    summary: "One cemetery",
    tags,
    request: { params: pathParams("id") },
    responses: {
      200: ok("The cemetery.", success({ cemiterio: cemetery })),
      404: error("Unknown cemetery."),
    },
  }),
];
