# One machine, one process: API, mini-app and bot (ADR 0027). The database lives on a volume at /data and,
# with LITESTREAM_REPLICA_URL set, is replicated by Litestream, which runs the server (ADR 0043).
# Build: everything installed, the server bundled and the mini-app built into dist/, then the dev
# dependencies pruned (the optional litestream binary stays). Run: only dist/, the migrations, the locales,
# production node_modules and the start script, as the unprivileged `node` user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=8080
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/db/migrations ./db/migrations
COPY --from=build --chown=root:root /app/locales ./locales
COPY --from=build --chown=root:root /app/litestream.yml ./
COPY --from=build --chown=root:root /app/scripts/container-start.sh ./scripts/
USER node
EXPOSE 8080
# Migrations run at boot (db/client.ts); SIGTERM (passed on by Litestream) lets streaming readings and
# queued mail finish. Plain `node --enable-source-maps dist/main.js` without a replica.
CMD ["sh", "scripts/container-start.sh"]
