# One image for every service; SURI_SERVICES picks which ones a container runs.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build --workspace @suri/web

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production LOG_FORMAT=json
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node_modules/.bin/tsx", "services/host/src/main.ts"]
