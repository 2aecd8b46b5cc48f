# syntax=docker/dockerfile:1
#
# The production image: one image for the web server, the jobs worker and the
# one-shot migrate command (see docs/operations.md, "Running at scale").
#
#   docker build --build-arg BUILD_ID=$(git rev-parse --short HEAD) -t realtors .
#   docker run realtors                          web server on :3000 (default command)
#   docker run realtors node entries/jobs.mjs    jobs worker
#   docker run realtors node entries/migrate.mjs migrations, once per deploy
#
# Everything is built here; nothing builds or installs when a container starts.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Dependencies, development ones included (Next, TypeScript and esbuild build the app).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: `next build` (output: 'standalone') and the bundled entry points (.next/entries).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# One id per build: Next's deploymentId (no version skew between old and new instances during a
# rolling deploy), the /api/build answer open pages poll, and the Redis key prefix. Pass the commit.
ARG BUILD_ID=""
RUN BUILD_ID="${BUILD_ID:-$(date +%s)}" npm run build \
 && test -f .next/standalone/server.js \
 && test -f .next/entries/server.mjs

# 3. What runs: the standalone output (only the files the server needs, with its traced
#    node_modules), static assets, public files and the three bundled entry points. No sources,
#    no TypeScript, no development dependencies, no npm at run time.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    MEDIA_DIR=/app/media
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/.next/entries ./entries
# Media on disk when S3_BUCKET is unset (mount a volume here); unused with S3.
RUN mkdir -p /app/media && chown node:node /app/media
# The node image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# Liveness only (no dependency): /api/ready is for the load balancer and the deploy gate.
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Our server around Next's handler (client address from TRUSTED_PROXIES, graceful SIGTERM),
# not the standalone server.js. It never migrates: the migrate service does, once per deploy.
CMD ["node", "entries/server.mjs"]
