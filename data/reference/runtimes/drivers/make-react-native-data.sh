#!/bin/sh
# Regenerates react-native-frames.csv and react-native-conversions.csv in
# data/reference/runtimes/ from React Native's own Animated code. Argument:
# a checkout of facebook/react-native (see README.md for the revision):
#   make-react-native-data.sh REACT_NATIVE_SRC
# Needs node and esbuild. Strips the Flow types of SpringAnimation.js and
# SpringConfig.js (strip-flow.js) into a temporary directory it removes, next
# to stand-ins for what they import (react-native-stubs/), and bundles the
# driver with esbuild.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=$(dirname "$here")
animated=$(cd "$1/packages/react-native/Libraries/Animated" && pwd)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT

mkdir -p "$build/rn/animations" "$build/rn/nodes"
node "$here/strip-flow.js" "$animated/animations/SpringAnimation.js" "$build/rn/animations/SpringAnimation.ts"
node "$here/strip-flow.js" "$animated/SpringConfig.js" "$build/rn/SpringConfig.ts"
cp "$here/react-native-stubs/Animation.js" "$build/rn/animations/Animation.js"
cp "$here/react-native-stubs/AnimatedColor.js" "$build/rn/nodes/AnimatedColor.js"

esbuild "$here/react-native-driver.ts" --bundle --platform=node --format=cjs --log-level=warning \
    --alias:rn-source="$build/rn" \
    --alias:invariant="$here/react-native-stubs/invariant.js" \
    --outfile="$build/react-native.js"
node "$build/react-native.js" "$data/react-native-springs.csv" frames > "$data/react-native-frames.csv"
node "$build/react-native.js" "$data/react-native-springs.csv" conversions > "$data/react-native-conversions.csv"
