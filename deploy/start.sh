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
#   PAYMENT_HOSTS      hosts besides PayPal's that a payment's approval address may lead to, separated by commas or
#                      spaces: pay.example.com (https), pay.example.com:8443, or an origin http://127.0.0.1:9000
#   SHOP_DIST          the deploy build (default: dist/ beside this folder)
#   SHOP_RUN_DIR       where the configured copies, nginx's config, pid and temp files go (default: a private
#                      directory, $XDG_RUNTIME_DIR/lokum-shop when XDG_RUNTIME_DIR is set and this is not root, else
#                      a fresh one from mktemp -d). It must belong to the caller, be writable by nobody else and
#                      hold no symbolic link; it may neither lie inside SHOP_DIST nor hold it.
#   NGINX              the nginx binary (default: nginx on the PATH, else /usr/sbin/nginx)
#   NGINX_MODULES_DIR  nginx's dynamic modules, for brotli (default /usr/lib/nginx/modules)
#
# The build is never changed. Each start copies it to a new directory, $SHOP_RUN_DIR/sites/<start>/site, writes
# API_URL into the copy's pages as <meta name="api-url"> (the app reads it before its first request:
# src/lib/env.ts) and into the Content-Security-Policy header, checks the new configuration with nginx -t, and only
# then runs nginx on it in the foreground (and removes the copies of earlier starts). With -t it checks the new
# copy and removes it again: the site being served is never touched. A second start on a run directory whose
# nginx (its pid file) still runs is refused. Another API_URL and a restart point the same build at another
# backend.
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

# What the URL syntax allows but no server can be: a port outside 1-65535, a host label over 63 characters, a URL
# over 2,048 characters (it goes into a header nginx must accept). Checked before anything is written.
check_url_limits() { # name value
  [ "${#2}" -le 2048 ] || fail "$1 is ${#2} characters long: at most 2048 are allowed"
  host_port=$(printf '%s\n' "$2" | sed -E 's|^[a-z]+://([^/]*).*|\1|')
  case $host_port in
    \[*) host=${host_port%%]*}] port_part=${host_port#"$host"} ;;
    *) host=${host_port%%:*} port_part=${host_port#"$host"} ;;
  esac
  if printf '%s\n' "$host" | grep -Eq '(^|\.)[^.]{64,}(\.|$)'; then
    fail "$1 has a host name label longer than 63 characters"
  fi
  # Anything but digits after the colon is left to is_url's message.
  if printf '%s\n' "$port_part" | grep -Eq '^:[0-9]+$'; then
    url_port=$(printf '%s\n' "${port_part#:}" | sed -e 's/^0*//')
    [ -n "$url_port" ] && [ "${#url_port}" -le 5 ] && [ "$url_port" -le 65535 ] || fail "$1 has port ${port_part#:}: a port is 1-65535"
  fi
}

api_url=${API_URL:-}
[ -n "$api_url" ] || fail "API_URL is not set: give the backend's origin, e.g. API_URL=https://api.example.com"
check_url_limits API_URL "$api_url"
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
  check_url_limits CSP_REPORT_URL "$report_url"
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

# PAYMENT_HOSTS: host names (https), host:port, or http(s) origins; the app checks them again (src/lib/env.ts).
payment_hosts=''
# No file-name expansion of the entries (an entry * must not become the names of this folder's files).
set -f
for entry in $(printf '%s\n' "${PAYMENT_HOSTS:-}" | tr ',' ' '); do
  case $entry in
    http://* | https://*) candidate=${entry%/} ;;
    *) candidate=https://$entry ;;
  esac
  check_url_limits PAYMENT_HOSTS "$candidate"
  is_url 'https?' "$candidate" '' && [ "$(printf '%s\n' "$candidate" | sed -E 's|^https?://[^/]*||')" = '' ] ||
    fail "PAYMENT_HOSTS entry \"$entry\" is not a host name such as pay.example.com, optionally with a port, or an http(s) origin"
  payment_hosts="${payment_hosts:+$payment_hosts }$entry"
done
set +f

# -t (or -T): check the configuration only.
check_only=''
for argument in "$@"; do
  case $argument in -t | -T) check_only=1 ;; esac
done

dist_path=${SHOP_DIST:-$here/../dist}
dist=$(CDPATH='' cd -P -- "$dist_path" 2>/dev/null && pwd -P) || fail "no build at $dist_path: run npm run build:deploy first, or set SHOP_DIST"
grep -q '<meta name="api-url" content="" />' "$dist/index.html" 2>/dev/null ||
  fail "$dist is not a deploy build (no empty <meta name=\"api-url\"> in index.html): build it with npm run build:deploy"

nginx=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
[ -x "$nginx" ] || fail "nginx not found at $nginx: install it (Debian: apt-get install nginx) or set NGINX"
modules=${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}
if [ -f "$modules/ngx_http_brotli_filter_module.so" ] && [ -f "$modules/ngx_http_brotli_static_module.so" ]; then
  brotli_switch='' brotli='brotli and gzip'
else
  brotli_switch='#brotli ' brotli='gzip (no brotli modules in '"$modules"')'
fi

# The path with every symbolic link of its existing part resolved (the rest need not exist yet).
canonical() {
  existing=$1 rest=''
  while [ ! -d "$existing" ]; do
    rest=/$(basename -- "$existing")$rest
    existing=$(dirname -- "$existing")
  done
  resolved=$(CDPATH='' cd -P -- "$existing" && pwd -P)
  [ "$resolved" = / ] && resolved=''
  printf '%s%s\n' "$resolved" "$rest"
}

# The run directory. /tmp and the like are writable by every local user: one who creates the directory first, or
# plants a symbolic link in it, could make this script (run as root) overwrite any file, or serve their own pages.
# So the default is private, and a directory that another user owns or may write to, or that holds a link, is
# refused. Workers of an nginx started as root run as another user: the directory is made traversable (711),
# never listable or writable, by others.
uid=$(id -u)
made_run_dir=''
if [ -n "${SHOP_RUN_DIR:-}" ]; then
  run_dir=$SHOP_RUN_DIR
  case $run_dir in /*) ;; *) run_dir=$(pwd)/$run_dir ;; esac
  printf '%s\n' "$run_dir" | grep -Eq '^/[A-Za-z0-9._/-]*$' || fail "SHOP_RUN_DIR=\"$run_dir\" may hold only letters, digits and . _ - /"
elif [ -n "${XDG_RUNTIME_DIR:-}" ] && [ "$uid" != 0 ]; then
  run_dir=$XDG_RUNTIME_DIR/lokum-shop
  printf '%s\n' "$run_dir" | grep -Eq '^/[A-Za-z0-9._/-]*$' || fail "XDG_RUNTIME_DIR=\"$XDG_RUNTIME_DIR\" may hold only letters, digits and . _ - /"
else
  run_dir=''
fi
if [ -n "$run_dir" ]; then
  [ -L "$run_dir" ] && fail "the run directory $run_dir is a symbolic link: refused (set SHOP_RUN_DIR to a directory of your own)"
  run_real=$(canonical "$run_dir")
  case "$run_real/" in "$dist/"*) fail "SHOP_RUN_DIR ($run_dir) lies inside SHOP_DIST ($dist): each start would change the build" ;; esac
  case "$dist/" in "$run_real/"*) fail "SHOP_DIST ($dist) lies inside SHOP_RUN_DIR ($run_dir): a start would delete the build" ;; esac
  if [ ! -d "$run_dir" ]; then
    mkdir -p -- "$(dirname -- "$run_dir")"
    # Fails if someone else created it in the meantime; checked below either way.
    mkdir -m 711 -- "$run_dir" 2>/dev/null || true
  fi
else
  run_dir=$(mktemp -d "${TMPDIR:-/tmp}/lokum-shop.XXXXXXXX") || fail "could not create a run directory with mktemp -d"
  made_run_dir=1
  chmod 711 "$run_dir"
  printf '%s\n' "$run_dir" | grep -Eq '^/[A-Za-z0-9._/-]*$' || {
    rmdir -- "$run_dir"
    fail "TMPDIR=\"${TMPDIR:-}\" may hold only letters, digits and . _ - /"
  }
fi
[ -d "$run_dir" ] && [ ! -L "$run_dir" ] || fail "the run directory $run_dir is not a directory: refused"
[ -n "$(find "$run_dir" -prune -user "$uid" ! -perm -g+w ! -perm -o+w)" ] ||
  fail "the run directory $run_dir belongs to another user or is writable by group or others: refused (chmod go-w, or set SHOP_RUN_DIR to a directory of your own)"
planted=$(find "$run_dir" -type l | head -n 1)
[ -z "$planted" ] || fail "the run directory $run_dir holds a symbolic link ($planted): refused, nothing written (remove it, or set SHOP_RUN_DIR to a new directory)"

# One nginx per run directory: a second start would rewrite the pages the first one serves.
# The pid file's process is that nginx only while it runs an nginx command line (a pid may have been reused).
nginx_runs() {
  if [ -d /proc ]; then
    [ -r "/proc/$1/cmdline" ] && tr '\0' ' ' <"/proc/$1/cmdline" | grep -q nginx
  else
    kill -0 "$1" 2>/dev/null
  fi
}
served_pid=''
if [ -f "$run_dir/nginx.pid" ]; then
  served_pid=$(tr -cd '0-9' <"$run_dir/nginx.pid")
  if [ -n "$served_pid" ] && ! nginx_runs "$served_pid"; then served_pid=''; fi
fi
if [ -n "$served_pid" ] && [ -z "$check_only" ]; then
  fail "nginx (pid $served_pid) is already serving from $run_dir: stop it first (kill -QUIT $served_pid), or start with another SHOP_RUN_DIR"
fi

# This start's site, beside (never over) the one being served: world-readable, as nginx's workers run as another
# user when it is started as root.
umask 022
mkdir -p "$run_dir/temp" "$run_dir/sites"
start_dir=$(mktemp -d "$run_dir/sites/$(date +%Y%m%d-%H%M%S).XXXXXX")
chmod 755 "$start_dir"
discard() {
  rm -rf -- "$start_dir"
  if [ -n "$made_run_dir" ]; then rm -rf -- "$run_dir"; fi
}
trap 'discard' EXIT
site=$start_dir/site
cp -Rp "$dist/." "$site/"
meta="<meta name=\"api-url\" content=\"$api_url\" />"
[ -z "$payment_hosts" ] || meta="$meta<meta name=\"payment-hosts\" content=\"$payment_hosts\" />"
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
    -e "s|@CONF_DIR@|$start_dir|g" \
    -e "s|@RUN_DIR@|$run_dir|g" \
    -e "s|@MODULES_DIR@|$modules|g" \
    -e "s|@API_ORIGIN@|$api_origin|g" \
    -e "s|@IMG_SRC_HTTP@|$img_src_http|g" \
    -e "s|@CSP_REPORTING@|$reporting|g" \
    -e "s|@CSP_REPORT_URL@|$report_url|g" \
    -e "s|^\([[:space:]]*\)#brotli |\1$brotli_switch|" \
    -e "s|^\([[:space:]]*\)#csp-report |\1$report_switch|" \
    "$here/$file" >"$start_dir/$file"
done

# The new site is served only once nginx accepts its configuration.
# Its stdout goes nowhere: the access log opens /dev/stdout, which a socket (a supervisor's pipe) cannot be.
if ! "$nginx" -t -q -e stderr -p "$run_dir/" -c "$start_dir/nginx.conf" >/dev/null; then
  fail "nginx -t refused the configuration for API_URL=$api_url: nothing changed, the site being served (if any) is untouched"
fi
if [ -n "$check_only" ]; then
  echo "deploy/start.sh: the configuration for API_URL=$api_url is valid (nothing was started or changed)" >&2
  exit 0
fi

# The switch: earlier starts' copies go (no nginx serves them: see the pid check above), this one is served.
trap - EXIT
for old in "$run_dir/sites"/*; do
  [ "$old" = "$start_dir" ] || rm -rf -- "$old"
done
# Left by versions of this script that wrote the site in place.
rm -rf -- "$run_dir/site" "$run_dir/nginx.conf" "$run_dir/security-headers.conf"

echo "deploy/start.sh: serving $dist from $start_dir on http://$address:$port for the API at $api_url ($brotli)" >&2
exec "$nginx" -e stderr -p "$run_dir/" -c "$start_dir/nginx.conf" "$@"
