# The production build of the museum sites in a container (docs/DEPLOYMENT.md).
#   docker build -t museum-sites .
#   docker run -p 3000:3000 -e SITE_ORIGINS=production -e SANITY_PROJECT_ID=… museum-sites
# Without SANITY_* variables it serves the embedded dataset (a demo; no network needed).

# 1. Build: every dependency (the build needs Vite, vanilla-extract and Ladle), then `npm run build`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see /work/shared/design/TOOLCHAIN.md ("npm ci fails with a lock file made here").
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 2. Run: the built server and what it reads at run time, as an unprivileged user.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/catalogue/build ./catalogue/build
COPY --from=build /app/fixtures/content/dataset.ndjson ./fixtures/content/dataset.ndjson
COPY --from=build /app/fixtures/content/media ./fixtures/content/media
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server/index.mjs"]
