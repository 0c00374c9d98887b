#!/usr/bin/env bash
# Roll out (or roll back to) a release of the help centre on an nginx host, as one atomic step.
#
#   deploy/roll-out.sh BUILD_DIR [RELEASE_ID]   copy BUILD_DIR to releases/RELEASE_ID and activate it
#   deploy/roll-out.sh --activate RELEASE_ID     activate a release that is already there (roll back)
#
# The release's nginx config (BUILD_DIR/.nginx/site.conf.template, copied there by the build) is rendered
# with the release's absolute folder, and active.conf is pointed at it. nginx keeps serving the old
# release — its pages AND its CSP — until `nginx -s reload` loads the new config, which switches both
# together. If `nginx -t` fails, active.conf is put back and nothing changes.
#
# Environment (for tests or another layout): HELP_HOME (default /srv/hostoria-help), NGINX (default
# nginx; may carry options such as "-p DIR -c FILE"), NO_RELOAD=1 to stop before the reload.
set -euo pipefail

home=${HELP_HOME:-/srv/hostoria-help}
read -r -a nginx <<<"${NGINX:-nginx}"

if [ "${1:-}" = "--activate" ]; then
  id=${2:?release id}
else
  build=${1:?usage: roll-out.sh BUILD_DIR [RELEASE_ID]}
  id=${2:-$(date -u +%Y%m%d-%H%M%S)}
  [ -f "$build/.nginx/site.conf.template" ] || { echo "roll-out: $build is not a build (no .nginx/site.conf.template)" >&2; exit 1; }
  mkdir -p "$home/releases"
  [ ! -e "$home/releases/$id" ] || { echo "roll-out: release $id exists already" >&2; exit 1; }
  cp -a "$build" "$home/releases/$id.tmp"
  mv -T "$home/releases/$id.tmp" "$home/releases/$id"
fi

release=$(cd "$home/releases/$id" && pwd -P)
[ -f "$release/.nginx/site.conf.template" ] || { echo "roll-out: no release $id in $home/releases" >&2; exit 1; }
sed "s#__RELEASE__#$release#g" "$release/.nginx/site.conf.template" >"$release/.nginx/site.conf"

active="$home/active.conf"
[ ! -f "$active" ] || cp -p "$active" "$active.previous"
printf '# Written by deploy/roll-out.sh: the active release (nginx reads it on reload).\ninclude %s/.nginx/site.conf;\n' "$release" >"$active.tmp"
mv -f "$active.tmp" "$active"

if ! "${nginx[@]}" -t -q; then
  echo "roll-out: nginx -t failed; active.conf restored, nginx keeps serving the previous release" >&2
  if [ -f "$active.previous" ]; then mv -f "$active.previous" "$active"; else rm -f "$active"; fi
  exit 1
fi
ln -sfn "releases/$id" "$home/current.tmp" && mv -T "$home/current.tmp" "$home/current" # for people: which release is live
if [ "${NO_RELOAD:-}" = 1 ]; then
  echo "roll-out: release $id ready; nginx serves it after the next reload"
  exit 0
fi
"${nginx[@]}" -s reload
echo "roll-out: release $id is live"
