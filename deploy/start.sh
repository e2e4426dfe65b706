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
#                      a fresh one from mktemp -d, removed when nginx exits). It must belong to the caller, be
#                      writable by nobody else and hold no symbolic link; it may neither lie inside SHOP_DIST nor
#                      hold it. Every directory above it must belong to root or the caller and be writable by
#                      nobody else unless sticky. Started as root, nginx's workers (another user) must reach it.
#   NGINX              the nginx binary (default: nginx on the PATH, else /usr/sbin/nginx)
#   NGINX_MODULES_DIR  nginx's dynamic modules, for brotli (default /usr/lib/nginx/modules)
#   RESTART_WAIT_SECONDS  how long a start waits for a stopped nginx on the same run directory to finish shutting
#                      down (default 30)
#   MINIMUM_VERSION    the oldest build every open page and every device's kept copy must update from at once
#                      (docs/deploy.md#forcing-an-update): a build's version (2026-11-29T10:00:00Z, see the build's
#                      version.json) or "current", the build being started. Unset: updates wait for the shopper.
#   SERVICE_WORKER     "remove": serve deploy/remove-worker.js as the worker, which takes the shop's worker and its
#                      caches off every device that still has them. Default "keep".
#
# The build is never changed. Each start copies it to a new directory, $SHOP_RUN_DIR/sites/<start>/site, writes
# API_URL into the copy's pages as <meta name="api-url"> (the app reads it before its first request:
# src/lib/backend/env.ts) and into the Content-Security-Policy header, checks the new configuration with nginx -t, and only
# then runs nginx on it in the foreground (and removes the copies of earlier starts). With -t it checks a copy of
# its own ($SHOP_RUN_DIR/checks/) and removes it again: the site being served is never touched. A start holds a
# lock on the run directory (flock on $SHOP_RUN_DIR/start.lock) from its first write until its nginx exits: a
# second start on it, at the same moment or while that nginx serves, is refused with the holder's pid; a restart
# waits (up to RESTART_WAIT_SECONDS, 30) for a stopped nginx that is still shutting down. Another
# API_URL and a restart point the same build at another backend. A run directory this script made with mktemp
# is removed when its nginx exits.
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

# PAYMENT_HOSTS: host names (https), host:port, or http(s) origins; the app checks them again (src/lib/backend/env.ts).
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

version_pattern='^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$'
minimum_version=${MINIMUM_VERSION:-}
case $minimum_version in
  '' | current) ;;
  *) printf '%s\n' "$minimum_version" | grep -Eq "$version_pattern" ||
    fail "MINIMUM_VERSION=\"$minimum_version\" is neither a build's version such as 2026-11-29T10:00:00Z (the build's version.json) nor current" ;;
esac
service_worker=${SERVICE_WORKER:-keep}
case $service_worker in
  keep | remove) ;;
  *) fail "SERVICE_WORKER=\"$service_worker\" is neither keep nor remove" ;;
esac

# -t (or -T): check the configuration only.
check_only=''
for argument in "$@"; do
  case $argument in -t | -T) check_only=1 ;; esac
done

dist_path=${SHOP_DIST:-$here/../dist}
dist=$(CDPATH='' cd -P -- "$dist_path" 2>/dev/null && pwd -P) || fail "no build at $dist_path: run npm run build:deploy first, or set SHOP_DIST"
grep -q '<meta name="api-url" content="" />' "$dist/index.html" 2>/dev/null ||
  fail "$dist is not a deploy build (no empty <meta name=\"api-url\"> in index.html): build it with npm run build:deploy"

# The build's version (tools/vite-plugins/shop-version.ts); a build from before versions has none.
build_version=$(sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p' "$dist/version.json" 2>/dev/null | head -n 1)
printf '%s\n' "$build_version" | grep -Eq "$version_pattern" || build_version=''
if [ "$minimum_version" = current ]; then
  [ -n "$build_version" ] || fail "MINIMUM_VERSION=current, but $dist has no version.json with its version: build it again, or name the version"
  minimum_version=$build_version
fi
if [ -n "$minimum_version" ] && [ -n "$build_version" ] && [ "$(printf '%s\n%s\n' "$build_version" "$minimum_version" | LC_ALL=C sort | head -n 1)" != "$minimum_version" ]; then
  fail "MINIMUM_VERSION=$minimum_version is newer than the build being started ($build_version): every device would be sent to update to it and find it older. Start a build of at least that version"
fi

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

# Every directory above the run directory up to /, as written and with its links resolved, must belong to root
# or the caller and be writable by nobody else, unless sticky (as /tmp): otherwise another user could rename the
# run directory away after the start and put one of their own in its place, and nginx (which looks its root up on
# every request) would serve their pages. Directories not made yet are skipped: mkdir -p makes them as the caller.
check_parents() { # run directory
  for path in "$1" "$(canonical "$1")"; do
    parent=$path
    while [ "$parent" != / ] && [ "$parent" != . ]; do
      parent=$(dirname -- "$parent")
      [ -e "$parent" ] || continue
      [ -n "$(find -H "$parent" -prune \( -user 0 -o -user "$uid" \))" ] ||
        fail "$parent, above the run directory $1, belongs to another user: refused (they could swap the run directory for their own; set SHOP_RUN_DIR to a directory under one of root's or your own)"
      [ -n "$(find -H "$parent" -prune \( -perm -1000 -o \( ! -perm -g+w ! -perm -o+w \) \))" ] ||
        fail "$parent, above the run directory $1, is writable by group or others and not sticky: refused (another user could rename the run directory and serve their own pages; chmod go-w $parent, or set SHOP_RUN_DIR elsewhere)"
    done
  done
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
  check_parents "$run_dir"
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
check_parents "$run_dir"

# One start at a time on a run directory, and none while its nginx serves: the lock is taken before the first
# write and stays with the open file, which nginx inherits, so it lasts until nginx (and every worker) has
# exited. Opened for appending: a start that does not get the lock leaves the holder's line as it is.
# An nginx that is shutting down (stopped, its workers draining their last connections) still holds the lock
# for a while: a restart waits for it, up to RESTART_WAIT_SECONDS, instead of being refused.
if [ -z "$check_only" ]; then
  command -v flock >/dev/null 2>&1 || fail "flock (util-linux) is not installed: it keeps two starts on one run directory apart"
  lock=$run_dir/start.lock
  lock_real=$(canonical "$run_dir")/start.lock
  wait_seconds=${RESTART_WAIT_SECONDS:-30}
  printf '%s\n' "$wait_seconds" | grep -Eq '^[0-9]{1,4}$' || fail "RESTART_WAIT_SECONDS=\"$wait_seconds\" is not a number of seconds"
  wait_until=$(($(date +%s) + wait_seconds))
  said_waiting=''
  while :; do
    exec 9>>"$lock"
    flock -n 9 && break
    # Closed while the holders are looked up, so that this start is not one of them.
    exec 9>&-
    # The processes that hold the lock, and what they are doing: a start still copying (not nginx), a serving
    # nginx (a worker that is not shutting down), or an nginx shutting down (a master whose workers have gone or
    # are draining). Without /proc nothing can be told apart: the lock is refused as held by a serving one.
    holders='' serving='' draining=''
    if [ -d /proc/self/fd ]; then
      listed=$(find /proc/[0-9]*/fd -lname "$lock_real" 2>/dev/null | sed -n 's|^/proc/\([0-9][0-9]*\)/fd/.*|\1|p' | sort -un | tr '\n' ' ')
      for pid in $listed; do
        name=$({ cat "/proc/$pid/comm"; } 2>/dev/null || true)
        command_line=$({ tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null || true)
        # Exited since it was listed (a draining worker that has finished): no longer a holder.
        [ -n "$name" ] && [ -n "$command_line" ] || continue
        holders="$holders$pid "
        if [ "$name" != nginx ]; then
          serving="$serving $pid"
        else
          case $command_line in
            'nginx: worker process is shutting down'*) draining="$draining $pid" ;;
            'nginx: worker process'*) serving="$serving $pid" ;;
            *) draining="$draining $pid" ;;
          esac
        fi
      done
      # The lock was let go between the two looks: try again.
      [ -n "$holders" ] || continue
    else
      serving=unknown
    fi
    if [ -z "$serving" ] && [ "$(date +%s)" -lt "$wait_until" ]; then
      if [ -z "$said_waiting" ]; then
        echo "deploy/start.sh: the nginx on $run_dir is shutting down (pid$draining): waiting up to $wait_seconds s for it to exit" >&2
        said_waiting=1
      fi
      sleep 0.2
      continue
    fi
    if [ -z "$serving" ]; then
      fail "the nginx on $run_dir (pid$draining) is still shutting down after $wait_seconds s: wait for it to exit (fuser -v $lock), or start with another SHOP_RUN_DIR"
    fi
    # Refused, naming the holder by its own line while that process still holds the lock (a start, or nginx's
    # master, whose pid the start's was). The holder writes its line just after it got the lock, so a line naming
    # none of them is an earlier holder's: it is read again for a moment. Processes left without their master are
    # named as what they are.
    tries=0
    while :; do
      holder=$(head -n 1 "$lock" 2>/dev/null || true)
      holder_pid=$(printf '%s\n' "$holder" | sed -n 's/^pid \([0-9][0-9]*\),.*/\1/p')
      if [ -n "$holder_pid" ]; then
        if [ -n "$holders" ]; then
          case " $holders " in *" $holder_pid "*) break ;; esac
        elif kill -0 "$holder_pid" 2>/dev/null; then
          break
        fi
      fi
      if [ "$tries" -ge 20 ]; then
        holder='' holder_pid=''
        break
      fi
      tries=$((tries + 1))
      sleep 0.1
    done
    if [ -n "$holder_pid" ]; then
      fail "another start holds the run directory $run_dir ($holder), and nginx is not started twice on one: stop that one first (kill -QUIT $holder_pid), or start with another SHOP_RUN_DIR"
    fi
    if [ -n "$holders" ]; then
      fail "another start holds the run directory $run_dir (processes$serving, whose start is gone, still serve from it), and nginx is not started twice on one: stop them first (fuser -v $lock shows them), or start with another SHOP_RUN_DIR"
    fi
    fail "another start holds the run directory $run_dir, and nginx is not started twice on one: stop that one first (fuser -v $lock shows it), or start with another SHOP_RUN_DIR"
  done
  # The pid stays the same through the exec below: it is nginx's master once the site is served.
  printf 'pid %s, started %s\n' "$$" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$lock"
fi

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
# A check (-t) builds in checks/, which no start's switch clears.
umask 022
copies=$run_dir/sites
[ -z "$check_only" ] || copies=$run_dir/checks
mkdir -p "$run_dir/temp" "$copies"
start_dir=$(mktemp -d "$copies/$(date +%Y%m%d-%H%M%S).XXXXXX")
chmod 755 "$start_dir"
discard() {
  rm -rf -- "$start_dir"
  if [ -n "$made_run_dir" ]; then rm -rf -- "$run_dir"; fi
}
trap 'discard' EXIT
site=$start_dir/site
cp -Rp "$dist/." "$site/"

# nginx started as root runs its workers as another user (the build's --user, else nobody): a run directory
# they cannot reach would answer 404 on every page without a word. Tried as that user before anything starts.
if [ "$uid" = 0 ]; then
  nginx_build=$("$nginx" -V 2>&1 || true)
  worker_user=$(printf '%s\n' "$nginx_build" | sed -n 's/.*--user=\([^ ]*\).*/\1/p')
  worker_user=${worker_user:-nobody}
  worker_group=$(printf '%s\n' "$nginx_build" | sed -n 's/.*--group=\([^ ]*\).*/\1/p')
  worker_group=${worker_group:-$(id -gn "$worker_user" 2>/dev/null || echo nogroup)}
  as_worker() { # test arguments
    if command -v setpriv >/dev/null 2>&1; then
      setpriv --reuid="$worker_user" --regid="$worker_group" --init-groups -- test "$@" 2>/dev/null
    else
      su -s /bin/sh -c 'test "$@"' "$worker_user" -- sh "$@" 2>/dev/null
    fi
  }
  if ! as_worker -r "$site/index.html"; then
    blocked=$site/index.html
    reach=''
    for part in $(printf '%s\n' "${site#/}" | tr '/' ' '); do
      reach=$reach/$part
      if ! as_worker -x "$reach"; then
        blocked=$reach
        break
      fi
    done
    if [ -d "$blocked" ]; then let_through="chmod o+x $blocked"; else let_through="chmod o+r $blocked"; fi
    fail "nginx's workers (user $worker_user, as nginx is started as root) cannot read $blocked, so every page would be a 404: refused, nothing started. Let them through ($let_through), or set SHOP_RUN_DIR to a directory they can reach"
  fi
fi
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

# The service worker's precache list gives each page a revision ending in a placeholder for what this start wrote
# into the pages and their headers (tools/vite-plugins/service-worker.ts): filled in with their checksum, so a start
# with another API_URL, CSP_REPORT_URL or header file is a new version for the worker, which fetches the new pages
# (with their headers), and returning shoppers get them.
pages_configuration=$({ printf '%s' "$meta$preconnect"; cat "$start_dir/security-headers.conf"; } | cksum | cut -d ' ' -f 1)
for worker in "$site"/*.js; do
  [ -f "$worker" ] && grep -q '@PAGES_CONFIGURATION@' "$worker" || continue
  sed -e "s|@PAGES_CONFIGURATION@|-$pages_configuration|g" "$worker" >"$worker.new"
  mv "$worker.new" "$worker"
  rm -f "$worker.gz" "$worker.br"
done

# The version file every page checks (src/app/service-worker/minimum-version.ts): the build's version and the
# minimum this start asks for. Not compressed: it is a few bytes, and a stale compressed copy would outlive it.
json_string() { if [ -n "$1" ]; then printf '"%s"' "$1"; else printf 'null'; fi; }
printf '{"version":%s,"minimum":%s}\n' "$(json_string "$build_version")" "$(json_string "$minimum_version")" >"$site/version.json"
rm -f "$site/version.json.gz" "$site/version.json.br"
# The emergency exit: the worker that removes itself, its caches and their records from every device.
if [ "$service_worker" = remove ]; then
  cp "$here/remove-worker.js" "$site/sw.js"
  rm -f "$site/sw.js.gz" "$site/sw.js.br" "$site/sw.js.map"
fi

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
if [ -z "$made_run_dir" ]; then
  exec "$nginx" -e stderr -p "$run_dir/" -c "$start_dir/nginx.conf" "$@"
fi
# A run directory made here is removed once nginx has exited, so nginx runs as a child: the signals that stop
# this script (Ctrl+C, kill, a supervisor's TERM or QUIT) are passed on to it.
"$nginx" -e stderr -p "$run_dir/" -c "$start_dir/nginx.conf" "$@" &
nginx_pid=$!
for signal in TERM INT HUP QUIT USR1 USR2 WINCH; do
  # shellcheck disable=SC2064 # the signal's name is fixed now, on purpose
  trap "kill -$signal $nginx_pid 2>/dev/null || true" "$signal"
done
# wait returns early when a trapped signal arrives: nginx, still shutting down (or not yet reaped), is waited
# for again until wait reaps it and gives its own exit status.
while :; do
  if wait "$nginx_pid"; then status=0; else status=$?; fi
  kill -0 "$nginx_pid" 2>/dev/null || break
done
rm -rf -- "$run_dir"
exit "$status"
