#!/bin/sh
# Regenerates frames.csv and parameters.csv in data/reference/tokens/ from
# motion's and react-spring's own code. Arguments: two source checkouts (see
# README.md for the exact tags and commits), and the springlab to run
# (default: the debug build of this checkout):
#   make-data.sh MOTION_SRC REACT_SPRING_SRC [SPRINGLAB]
# Needs esbuild and node. Builds in a temporary directory it removes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=$(dirname "$here")
root=$(cd "$data/../../.." && pwd)
motion=$(cd "$1" && pwd); react=$(cd "$2" && pwd)
springlab=${3:-"$root/.build/debug/springlab"}
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT

# The default move (300 units at 60 Hz) and tolerance (0.5%), as the test
# regenerates the file.
"$springlab" tokens "$data/tokens.json" -o "$build/out" --platform typescript 2>/dev/null

esbuild "$here/tokens-driver.ts" --bundle --platform=node --format=cjs --log-level=warning \
    --define:process.env.NODE_ENV='"production"' \
    --alias:tokens-springs="$build/out/springs.ts" \
    --alias:motion-source="$motion/packages/motion-dom/src" \
    --alias:motion-utils="$motion/packages/motion-utils/src/index.ts" \
    --alias:react-spring-source="$react/packages" \
    --alias:@react-spring/shared="$react/packages/shared/src/index.ts" \
    --alias:@react-spring/rafz="$react/packages/rafz/src/index.ts" \
    --alias:@react-spring/animated="$react/packages/animated/src/index.ts" \
    --alias:@react-spring/types="$react/packages/types/src/index.ts" \
    --alias:react="$data/../runtimes/drivers/react-stub.js" \
    --outfile="$build/tokens.js"
node "$build/tokens.js" "$build/out/springs.ts" parameters > "$data/parameters.csv"
node "$build/tokens.js" "$build/out/springs.ts" frames > "$data/frames.csv"
