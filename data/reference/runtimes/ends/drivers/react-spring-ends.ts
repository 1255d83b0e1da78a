// Drives react-spring's SpringValue through display frames by hand (frame loop
// "demand", rafz's clock set to each frame's time) and prints the value after
// each frame and whether the spring is idle. make-ends.sh points the imports at
// a checkout of pmndrs/react-spring; no code of react-spring is kept here.
import { SpringValue } from "react-spring-src/core/src/SpringValue"
import { Globals, raf } from "@react-spring/shared"
import { __raf } from "@react-spring/rafz"
import { exact, frameMilliseconds, readSprings } from "./springs"

let now = 0
Globals.assign({ frameLoop: "demand", now: () => now, skipAnimation: false })
const out = (line: string) => process.stdout.write(line + "\n")

out("id,frame,value,idle")
for (const s of readSprings(process.argv[2])) {
    __raf.clear()
    now = 0
    const value = new SpringValue(0)
    value.start({
        to: s.distance,
        // react-spring's velocity is in units per millisecond.
        config: { mass: s.mass, tension: s.stiffness, friction: s.damping, velocity: (s.velocity * s.distance) / 1000 },
    })
    out(`${s.id},0,${exact(value.get())},0`)
    for (let k = 1; k <= 30 * s.fps && !value.idle; k++) {
        now = frameMilliseconds(k, s.fps)
        raf.advance()
        out(`${s.id},${k},${exact(value.get())},${value.idle ? 1 : 0}`)
    }
}
