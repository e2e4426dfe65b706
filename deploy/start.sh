#!/bin/sh
# Serves a deploy build of the shop (npm run build:deploy) with nginx, for the backend named in API_URL.
#
#   API_URL=https://api.example.com deploy/start.sh      # runs in the foreground; add -t to check the config only
#
# Environment:
#   API_URL            the backend's origin, e.g. https://api.example.com (required; http:// is allowed)
#   PORT               the port to listen on (default 8080)
#   LISTEN_ADDRESS     the address to listen on (default 0.0.0.0: every IPv4 interface)
#   CSP_REPORT_URL     where browsers report Content-Security-Policy violations (optional, https://)
#   SHOP_DIST          the deploy build (default: dist/ beside this folder)
#   SHOP_RUN_DIR       where the configured copy, nginx's config, pid and temp files go (default /tmp/lokum-shop)
#   NGINX              the nginx binary (default: nginx on the PATH, else /usr/sbin/nginx)
#   NGINX_MODULES_DIR  nginx's dynamic modules, for brotli (default /usr/lib/nginx/modules)
#
# The build is never changed. Each start copies it to $SHOP_RUN_DIR/site, writes API_URL into the copy's pages as
# <meta name="api-url"> (the app reads it before its first request: src/lib/env.ts) and into the
# Content-Security-Policy header, then runs nginx in the foreground. Another API_URL and a restart point the same
# build at another backend.
set -eu

fail() {
  echo "deploy/start.sh: $*" >&2
  exit 1
}

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
newline='
'

# An http(s) URL on one line: a host name or an IP address, an optional port and path, nothing else. The value
# goes into HTML, a header and sed expressions, where a quote, space, ;, |, $ or \ could break out. The app checks
# it again (zod) before it uses it.
is_url() {
  case $2 in *"$newline"*) return 1 ;; esac
  printf '%s\n' "$2" | grep -Eq "^$1://([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~%/-]*)?$3\$"
}

api_url=${API_URL:-}
[ -n "$api_url" ] || fail "API_URL is not set: give the backend's origin, e.g. API_URL=https://api.example.com"
is_url 'https?' "$api_url" '' ||
  fail "API_URL=\"$api_url\" is not an http(s) origin such as https://api.example.com (an optional path is allowed; no query, no spaces or quotes)"
api_url=$(printf '%s' "$api_url" | sed -e 's|/*$||')
api_origin=$(printf '%s' "$api_url" | sed -E 's|^(https?://[^/]+).*|\1|')
# A backend without TLS serves its images over http: too.
case $api_origin in http:*) img_src_http=' http:' ;; *) img_src_http='' ;; esac

report_url=${CSP_REPORT_URL:-}
reporting=''
report_switch='#csp-report '
if [ -n "$report_url" ]; then
  is_url https "$report_url" '(\?[A-Za-z0-9._~%=&/-]*)?' ||
    fail "CSP_REPORT_URL=\"$report_url\" is not an https URL"
  # & means "the match" in a sed replacement.
  report_url=$(printf '%s' "$report_url" | sed -e 's/&/\\\&/g')
  reporting="; report-uri $report_url; report-to csp"
  report_switch=''
fi

port=${PORT:-8080}
printf '%s\n' "$port" | grep -Eq '^[1-9][0-9]{0,4}$' && [ "$port" -le 65535 ] || fail "PORT=\"$port\" is not a port number"
address=${LISTEN_ADDRESS:-0.0.0.0}
printf '%s\n' "$address" | grep -Eq '^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])$' || fail "LISTEN_ADDRESS=\"$address\" is not an address"

dist_path=${SHOP_DIST:-$here/../dist}
dist=$(CDPATH='' cd -- "$dist_path" 2>/dev/null && pwd) || fail "no build at $dist_path: run npm run build:deploy first, or set SHOP_DIST"
grep -q '<meta name="api-url" content="" />' "$dist/index.html" 2>/dev/null ||
  fail "$dist is not a deploy build (no empty <meta name=\"api-url\"> in index.html): build it with npm run build:deploy"

run_dir=${SHOP_RUN_DIR:-/tmp/lokum-shop}
case $run_dir in /*) ;; *) run_dir=$(pwd)/$run_dir ;; esac
printf '%s\n' "$run_dir" | grep -Eq '^/[A-Za-z0-9._/-]*$' || fail "SHOP_RUN_DIR=\"$run_dir\" may hold only letters, digits and . _ - /"

nginx=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
[ -x "$nginx" ] || fail "nginx not found at $nginx: install it (Debian: apt-get install nginx) or set NGINX"
modules=${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}
if [ -f "$modules/ngx_http_brotli_filter_module.so" ] && [ -f "$modules/ngx_http_brotli_static_module.so" ]; then
  brotli_switch='' brotli='brotli and gzip'
else
  brotli_switch='#brotli ' brotli='gzip (no brotli modules in '"$modules"')'
fi

# The copy nginx serves: world-readable, as nginx's workers run as another user when it is started as root.
umask 022
site=$run_dir/site
mkdir -p "$run_dir/temp"
rm -rf "$site"
cp -Rp "$dist/." "$site/"
meta="<meta name=\"api-url\" content=\"$api_url\" />"
# Connect to the API while the code downloads (calls with credentials use one pool, CORS preflights the other).
preconnect="<link rel=\"preconnect\" href=\"$api_origin\" /><link rel=\"preconnect\" href=\"$api_origin\" crossorigin />"
find "$site" -name '*.html' -type f | while IFS= read -r page; do
  grep -q '<meta name="api-url" content="" />' "$page" || fail "${page#"$site"/} has no <meta name=\"api-url\">"
  sed -e "s|<meta name=\"api-url\" content=\"\" />|$meta$preconnect|" "$page" >"$page.new"
  mv "$page.new" "$page"
  # A compressed copy would still name no API: pages are compressed on the fly.
  rm -f "$page.gz" "$page.br"
done

for file in nginx.conf security-headers.conf; do
  sed -e "s|@LISTEN@|$address:$port|g" \
    -e "s|@SITE@|$site|g" \
    -e "s|@RUN_DIR@|$run_dir|g" \
    -e "s|@MODULES_DIR@|$modules|g" \
    -e "s|@API_ORIGIN@|$api_origin|g" \
    -e "s|@IMG_SRC_HTTP@|$img_src_http|g" \
    -e "s|@CSP_REPORTING@|$reporting|g" \
    -e "s|@CSP_REPORT_URL@|$report_url|g" \
    -e "s|^\([[:space:]]*\)#brotli |\1$brotli_switch|" \
    -e "s|^\([[:space:]]*\)#csp-report |\1$report_switch|" \
    "$here/$file" >"$run_dir/$file"
done

echo "deploy/start.sh: serving $dist on http://$address:$port for the API at $api_url ($brotli)" >&2
exec "$nginx" -e stderr -p "$run_dir/" -c "$run_dir/nginx.conf" "$@"
