# syntax=docker/dockerfile:1
# The production image (decision 038): dependencies, then the build, then a runtime with only the
# production dependencies and the build output, running as the unprivileged `node` user.
# Build: docker build -t memorial .   Run: see compose.yaml and docs/operations.md.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts (decision 002): sharp and the other native parts come as prebuilt packages.
RUN npm ci --no-audit --no-fund --ignore-scripts

FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# pg_dump/pg_restore for `npm run backup` / `npm run restore` inside the container. Debian 12 ships
# PostgreSQL 15's client: it dumps servers up to 15 (use a newer client for a newer server).
# ffmpeg (with ffprobe) renders and checks the Diamante custom video (decision 048).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client ffmpeg \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Read at run time: migrations (applied at start or by `node build/migrate.js`), the site's Markdown
# content, the operator's backup/restore commands. The build holds the compiled process
# (build/serve.js), the migrate step and the demo seed (decision 037): no TypeScript at run time.
COPY package.json ./
COPY drizzle ./drizzle
COPY content ./content
COPY scripts/ops ./scripts/ops
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Plain node, no npm in between: SIGTERM reaches the server itself, which drains and stops.
# Migrations as their own step: `docker compose run --rm app-a node build/migrate.js`.
CMD ["node", "build/serve.js"]
