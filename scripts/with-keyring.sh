#!/usr/bin/env bash
# Runs a command with a real, unlocked Secret Service (gnome-keyring) on a private D-Bus session
# bus, so keytar can set/read/delete keys on a headless machine (CI, containers, ssh sessions):
#
#   bash scripts/with-keyring.sh npx vitest run test/secrets
#
# The keyring lives in a temporary directory (never the user's own login keyring) and is removed
# afterwards; its password is POSTROOM_KEYRING_PASSWORD (default "postroom-test"). If
# dbus-run-session or gnome-keyring-daemon is missing, the command runs anyway, without a keyring:
# the keychain tests then print why they are skipped. The command's exit code is passed through.
set -uo pipefail

if [ $# -eq 0 ]; then
  echo "usage: bash scripts/with-keyring.sh COMMAND [ARGS...]" >&2
  exit 2
fi

if [ "${POSTROOM_WITH_KEYRING_INNER:-}" = "1" ]; then
  # Inside the private session bus: start gnome-keyring's Secret Service, unlocked.
  unset POSTROOM_WITH_KEYRING_INNER
  keyring_home="$(mktemp -d "${TMPDIR:-/tmp}/postroom-keyring.XXXXXX")"
  trap 'rm -rf "$keyring_home"' EXIT
  # --unlock reads the password from stdin, creates the "login" keyring if needed and prints
  # VAR=value lines (GNOME_KEYRING_CONTROL, ...) that clients may need: export those.
  daemon_env="$(printf '%s' "${POSTROOM_KEYRING_PASSWORD:-postroom-test}" |
    XDG_DATA_HOME="$keyring_home/data" XDG_CONFIG_HOME="$keyring_home/config" \
      gnome-keyring-daemon --unlock --components=secrets 2>/dev/null)"
  while IFS= read -r line; do
    case "$line" in
      [A-Z_]*=*) export "${line?}" ;;
    esac
  done <<<"$daemon_env"
  "$@"
  exit $?
fi

if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  echo "with-keyring: dbus-run-session or gnome-keyring-daemon not found; running without a keyring" >&2
  exec "$@"
fi

export POSTROOM_WITH_KEYRING_INNER=1
exec dbus-run-session -- bash "${BASH_SOURCE[0]}" "$@"
