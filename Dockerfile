# The same build and start as docs/deploy.md, in a container (not built on the project's machine).
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
# `npm ci`: exactly the lock (which lists every platform's optional binaries).
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/run/data
EXPOSE 3000
# SIGTERM drains within 20 s (ADR 0161): give it 30 s (stop_grace_period in compose.yaml).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
