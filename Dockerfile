# One machine, one process: API, mini-app and bot (ADR 0027). The database lives on a volume at /data.
# Build: everything installed, the server bundled and the mini-app built into dist/, then the dev
# dependencies pruned. Run: only dist/, the migrations, the locales and production node_modules,
# started with plain node as the unprivileged `node` user.
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
USER node
EXPOSE 8080
# Migrations run at boot (db/client.ts); SIGTERM lets streaming readings and queued mail finish.
CMD ["node", "--enable-source-maps", "dist/main.js"]
