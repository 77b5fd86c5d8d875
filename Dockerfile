# The production image: compiled JavaScript, production dependencies only, a non-root user and
# `node` as the entrypoint. One image for every service; SURI_SERVICES picks which ones a
# container runs (docker-compose.yml and k8s/ run one service per container).
# The image is production: SURI_ENV=production (the one setting that decides it) turns off the API docs
# and the diagnostic endpoints, and any test-only setting (SCRAPER_RESOLVE, SCRAPER_ALLOW_HOSTS,
# STRIPE_API_BASE, DEMO_CHECKOUT, SURI_FAULT) stops the container at boot naming it.
#   docker build -t suri .
#   docker run --rm -p 3000:3000 -e PUBLIC_ORIGINS=http://localhost:3000 suri   # all six services in one
#   docker run --rm suri dist/server/ledger-cli.js audit                # operator CLI (with DATABASE_URL)

# Node 20: the version every test and CI run uses (packages/deploy/test/engines.test.ts keeps them in step).

# 1. The lockfile and every workspace's manifest: what both installs below start from.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY packages/kit/package.json packages/kit/
COPY packages/netguard/package.json packages/netguard/
COPY packages/places/package.json packages/places/
COPY packages/testkit/package.json packages/testkit/
COPY packages/deploy/package.json packages/deploy/
COPY services/analyzer/package.json services/analyzer/
COPY services/auth/package.json services/auth/
COPY services/gateway/package.json services/gateway/
COPY services/host/package.json services/host/
COPY services/ledger/package.json services/ledger/
COPY services/notification/package.json services/notification/
COPY services/scraper/package.json services/scraper/
COPY web/package.json web/
COPY tests/package.json tests/
COPY load-tests/package.json load-tests/

# 2. Build: every dependency, then the server bundle (esbuild) and the web app (Vite).
FROM manifests AS build
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:server && npm run build --workspace @suri/web

# 3. Production dependencies of the services only (no web, test or build tooling).
FROM manifests AS deps
RUN rm -r packages/testkit packages/deploy web tests load-tests \
 && node -e 'const f="package.json",p=JSON.parse(require("fs").readFileSync(f));p.workspaces=["contracts","packages/*","services/*"];delete p.devDependencies;require("fs").writeFileSync(f,JSON.stringify(p))' \
 && npm install --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# 4. Runtime.
FROM node:20-bookworm-slim
ENV NODE_ENV=production SURI_ENV=production LOG_FORMAT=json WEB_DIST_DIR=/app/web/dist DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/web/dist ./web/dist
# The server bundle that renders a signed-in user's report page (self-contained: needs no web packages).
COPY --from=build /app/web/dist-server ./web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "--enable-source-maps"]
CMD ["dist/server/main.js"]
