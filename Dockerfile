# The shop's image: one Node process serving the pages and the API (docs/operations.md).
#   docker build -t kupi .
#   docker run --env-file deploy/shop.env -p 3000:3000 kupi                  # the shop
#   docker run --env-file deploy/shop.env kupi node dist/migrate.js          # migrations, once per deploy
# BASE is any Debian-based Node 20 image with a `node` user (the official ones have it);
# scripts/verify-image.sh builds a stand-in from Debian's packages where no registry is reachable.
ARG BASE=node:20-bookworm-slim

FROM ${BASE} AS build
WORKDIR /app
# The lockfile alone first, so a change to the sources reuses the installed dependencies.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${BASE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    NODE_OPTIONS=--enable-source-maps \
    DATA_DIR=/app/.data
WORKDIR /app
# Owned by root and read-only to the shop: the process writes nothing but DATA_DIR.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
# Read at start by the migrator and by the schema check (adapters/db/migrate.ts).
COPY --from=build /app/adapters/db/migrations ./adapters/db/migrations
# The embedded PostgreSQL (no DATABASE_URL) keeps its files here; PostgreSQL refuses to run as root.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Ready means the database answers and every migration is applied; a stopping server says 503.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/backend/api/ready',{signal:AbortSignal.timeout(2500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# Node is PID 1 and gets SIGTERM itself (no npm, no shell): server/main.ts stops in order within
# SHUTDOWN_TIMEOUT_MS. Give the container's stop timeout more than that (compose: stop_grace_period).
ENTRYPOINT []
CMD ["node", "dist/server.js"]
