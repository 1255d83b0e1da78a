// Runs react-spring's own SpringValue on the springs of ../springs.csv, one
// requestAnimationFrame per display frame, and prints the value after each.
// Built by make-data.sh with esbuild, which points `react-spring-source` at
// the fetched repository's packages/ (nothing of react-spring is kept here).
import { SpringValue } from "react-spring-source/core/src/SpringValue"
import { Globals, raf } from "@react-spring/shared"
import { __raf } from "@react-spring/rafz"
import { readFileSync } from "fs"

const [springsPath] = process.argv.slice(2)
let clock = 0
// Frames are driven by hand ("demand"); rafz reads the time from `now`.
Globals.assign({ frameLoop: "demand", now: () => clock, skipAnimation: false })

const [header, ...rows] = readFileSync(springsPath, "utf8").trim().split("\n")
const names = header.split(",")
const print = (row: string) => process.stdout.write(row + "\n")

print("id,frame,timestamp,value,idle")
for (const row of rows) {
    const cells = row.split(",")
    const s: Record<string, any> = {}
    names.forEach((name, i) => (s[name] = i === 0 ? cells[i] : Number(cells[i])))
    __raf.clear()
    clock = 0
    const value = new SpringValue(0)
    // config.velocity is in units per millisecond.
    value.start({ to: s.distance, config: { mass: s.mass, tension: s.stiffness, friction: s.damping,
                                             velocity: (s.velocity * s.distance) / 1000 } })
    print(`${s.id},0,0,${value.get()},0`)
    for (let k = 1; k <= 20 * s.fps; k++) {
        clock = (k * 1000) / s.fps
        raf.advance()
        print(`${s.id},${k},${clock},${value.get()},${value.idle ? 1 : 0}`)
        if (value.idle) break
    }
}
