#!/bin/sh
# Regenerates the reference data in data/reference/runtimes/ from the
# runtimes' own code. Arguments: three source checkouts (see README.md for
# the exact tags and commits):
#   make-data.sh MOTION_SRC REACT_SPRING_SRC REBOUND_SRC
# Needs esbuild, node and a JDK (javac, java). Writes the CSV files next to
# springs.csv; builds in a temporary directory it removes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=$(dirname "$here")
motion=$(cd "$1" && pwd); react=$(cd "$2" && pwd); rebound=$(cd "$3" && pwd)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT

esbuild "$here/motion-driver.ts" --bundle --platform=node --format=cjs --log-level=warning \
    --define:process.env.NODE_ENV='"production"' \
    --alias:motion-source="$motion/packages/motion-dom/src" \
    --alias:motion-utils="$motion/packages/motion-utils/src/index.ts" \
    --outfile="$build/motion.js"
node "$build/motion.js" "$data/springs.csv" frames > "$data/motion-frames.csv"
node "$build/motion.js" "$data/springs.csv" durations > "$data/motion-durations.csv"
node "$build/motion.js" "$data/springs.csv" forms > "$data/motion-forms.csv"

esbuild "$here/react-spring-driver.ts" --bundle --platform=node --format=cjs --log-level=warning \
    --define:process.env.NODE_ENV='"production"' \
    --alias:react-spring-source="$react/packages" \
    --alias:@react-spring/shared="$react/packages/shared/src/index.ts" \
    --alias:@react-spring/rafz="$react/packages/rafz/src/index.ts" \
    --alias:@react-spring/animated="$react/packages/animated/src/index.ts" \
    --alias:@react-spring/types="$react/packages/types/src/index.ts" \
    --alias:react="$here/react-stub.js" \
    --outfile="$build/react-spring.js"
node "$build/react-spring.js" "$data/springs.csv" > "$data/react-spring-frames.csv"

mkdir -p "$build/rebound"
javac -nowarn -d "$build/rebound" "$here/ReboundDriver.java" \
    $(find "$rebound/rebound-core/src/main/java/com/facebook/rebound" -name '*.java')
java -cp "$build/rebound" ReboundDriver "$data/springs.csv" frames > "$data/rebound-frames.csv"
java -cp "$build/rebound" ReboundDriver "$data/springs.csv" conversions > "$data/rebound-conversions.csv"
