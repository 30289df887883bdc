#!/usr/bin/env bash
# Lists the functions of the C files under the given folders that are longer than N lines, longest
# first: "LINES FILE:LINE". A function runs from the first line of its header (a line at column 0)
# to the closing brace at column 0. Usage: scripts/funclen.sh N DIR...
set -euo pipefail
max=$1
shift
find "$@" -name '*.[ch]' -print0 | sort -z | xargs -0 awk -v max="$max" '
  FNR == 1 { start = 0; head = 0 }
  # a possible first header line: at column 0, not a preprocessor line, comment, brace or statement end
  start == 0 && /^[A-Za-z_]/ && !/;[ \t]*$/ && !/^(typedef|struct|enum|union)[ \t]/ { if (!head) head = FNR }
  start == 0 && /^$|;[ \t]*$|^#|^\/|^ \*|^}/ { head = 0 }
  start == 0 && /^[A-Za-z_].*\{[ \t]*$/ && /\(/ && !/=/ { start = head ? head : FNR; next }
  start == 0 && /^  .*\)[ \t]*\{[ \t]*$/ && head { start = head; next }
  start > 0 && /^}/ { n = FNR - start + 1; if (n > max) print n, FILENAME ":" start; start = 0; head = 0 }
' | sort -rn
