#!/bin/sh
# Regenerates the end-of-animation reference data in data/reference/runtimes/ends/
# from the runtimes' own code. Arguments: checkouts of motion (v13.1.1),
# react-spring (v9.7.5), Rebound (v0.3.8), POP (1.0.11) and AOSP's
# frameworks/support (androidx.dynamicanimation), see ../README.md:
#   make-ends.sh MOTION REACT_SPRING REBOUND POP ANDROIDX
# Needs esbuild, node, javac, java and g++. Builds in a temporary directory it removes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=$(dirname "$here")
motion=$(cd "$1" && pwd); react=$(cd "$2" && pwd); rebound=$(cd "$3" && pwd); pop=$(cd "$4" && pwd)
androidx=$(cd "$5" && pwd)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT

esbuild "$here/motion-ends.ts" --bundle --platform=node --format=cjs --log-level=warning \
    --define:process.env.NODE_ENV='"production"' \
    --alias:motion-dom-src="$motion/packages/motion-dom/src" \
    --alias:motion-utils="$motion/packages/motion-utils/src/index.ts" \
    --outfile="$build/motion.js"
node "$build/motion.js" "$data/springs.csv" frames > "$data/motion-frames.csv"
node "$build/motion.js" "$data/springs.csv" durations > "$data/motion-durations.csv"
node "$build/motion.js" "$data/motion-duration-springs.csv" duration-frames > "$data/motion-duration-frames.csv"

esbuild "$here/react-spring-ends.ts" --bundle --platform=node --format=cjs --log-level=warning \
    --define:process.env.NODE_ENV='"production"' \
    --alias:react-spring-src="$react/packages" \
    --alias:@react-spring/shared="$react/packages/shared/src/index.ts" \
    --alias:@react-spring/rafz="$react/packages/rafz/src/index.ts" \
    --alias:@react-spring/animated="$react/packages/animated/src/index.ts" \
    --alias:@react-spring/types="$react/packages/types/src/index.ts" \
    --alias:react="$here/react-stub.js" \
    --outfile="$build/react-spring.js"
node "$build/react-spring.js" "$data/springs.csv" > "$data/react-spring-frames.csv"

mkdir -p "$build/rebound"
javac -nowarn -d "$build/rebound" "$here/ReboundEnds.java" \
    $(find "$rebound/rebound-core/src/main/java/com/facebook/rebound" -name '*.java')
java -cp "$build/rebound" ReboundEnds "$data/springs.csv" > "$data/rebound-frames.csv"

# pop-stubs/ comes first: it stands in for Foundation and POP's vector header.
g++ -std=c++17 -O2 -Wno-deprecated -I "$here/pop-stubs" -I "$pop" -o "$build/pop-ends" "$here/pop-ends.cpp"
"$build/pop-ends" "$data/springs.csv" > "$data/pop-frames.csv"

# android-stubs/ stands in for the Android framework classes the library
# imports; android-probe/ reads SpringForce's update (package-private).
mkdir -p "$build/android"
javac -nowarn -d "$build/android" "$here/AndroidEnds.java" \
    $(find "$here/android-stubs" "$here/android-probe" -name '*.java') \
    $(find "$androidx/dynamic-animation/src/main/java/androidx/dynamicanimation/animation" -name '*.java' \
        ! -name FlingAnimation.java)
java -cp "$build/android" AndroidEnds "$data/android-springs.csv" > "$data/android-frames.csv"
