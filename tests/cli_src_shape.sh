#!/usr/bin/env bash
# The shape rules of the source tree (docs/HACKING.md): no function in src/ longer than 80 lines
# (scripts/funclen.sh), and no file of the project refers to a path outside the repository.
set -u
top="$(cd "$(dirname "$0")/.." && pwd)"
fail=0
long=$("$top/scripts/funclen.sh" 80 "$top/src")
if [ -n "$long" ]; then
  echo "functions over 80 lines:"
  echo "$long"
  fail=1
fi
# The checker itself must see a long function: a made-up one of 81 lines.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{ echo "int f(void) {"; for i in $(seq 79); do echo "  x();"; done; echo "}"; } > "$tmp/long.c"
[ -n "$("$top/scripts/funclen.sh" 80 "$tmp")" ] || { echo "funclen.sh missed an 81-line function"; fail=1; }
if command -v git >/dev/null && git -C "$top" rev-parse --git-dir >/dev/null 2>&1; then
  outside="shared" # the folder beside the checkout that a user's clone does not have
  refs=$(git -C "$top" grep -l -e "\.\./$outside" -- . 2>/dev/null || true)
  if [ -n "$refs" ]; then
    echo "files that refer to a folder beside the repository: $refs"
    fail=1
  fi
fi
[ $fail -eq 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $fail
