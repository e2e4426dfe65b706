# syntax=docker/dockerfile:1.19
# The shop as one image for any backend: the API's origin is read when the container starts, not when it is built.
#
#   docker build -t lokum-shop .
#   docker run --rm -p 8080:8080 -e API_URL=https://api.example.com lokum-shop
#
# Environment: see deploy/start.sh (API_URL required; PORT, LISTEN_ADDRESS, CSP_REPORT_URL, PAYMENT_HOSTS optional).

# 1. The deploy build (npm run build:deploy) with Node 24.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# The sources, without what .gitignore keeps out of the repository (there is no .dockerignore): a checkout's own
# node_modules or builds must not replace the ones made here.
COPY --exclude=.git --exclude=node_modules --exclude=dist* --exclude=coverage --exclude=test-results \
  --exclude=playwright-report --exclude=blob-report --exclude=bench-results . .
RUN npm run build:deploy

# 2. Debian's nginx with its brotli modules (the packages CI tests with), run by an unprivileged user. start.sh
# writes only below SHOP_RUN_DIR, so the image also runs with --read-only --tmpfs /tmp. The container's /tmp is
# its own: start.sh creates the run directory there for user 10001 (mode 711) and refuses one it did not.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter \
    libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin shop
COPY --from=build /app/deploy/start.sh /app/deploy/nginx.conf /app/deploy/security-headers.conf /opt/lokum/deploy/
COPY --from=build /app/dist /opt/lokum/dist
ENV PORT=8080 SHOP_RUN_DIR=/tmp/lokum-shop
USER 10001
EXPOSE 8080
# nginx finishes the requests under way on SIGQUIT; SIGTERM would cut them.
STOPSIGNAL SIGQUIT
# Over loopback: keep LISTEN_ADDRESS at its default (every interface) or 127.0.0.1 for it to answer.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s \
  CMD curl -fsS -o /dev/null "http://127.0.0.1:${PORT}/healthz" || exit 1
# Through sh, so a checkout that lost the executable bit (Windows) still starts; start.sh execs nginx, which then
# receives the container's signals itself.
ENTRYPOINT ["/bin/sh", "/opt/lokum/deploy/start.sh"]
