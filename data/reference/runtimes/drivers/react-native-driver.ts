// Runs React Native's own SpringAnimation.js (JavaScript driver) on the
// springs of ../react-native-springs.csv, one requestAnimationFrame callback
// per display frame with Date.now() at ⌊k · 1000 / fps⌋ ms, and prints the
// value shown after each frame; and React Native's SpringConfig.js on a grid
// of Origami and bouncy values. Built by make-react-native-data.sh, which
// strips the Flow types of a checkout's files into `rn-source` (nothing of
// React Native is kept here).
import SpringAnimation from "rn-source/animations/SpringAnimation"
import * as SpringConfig from "rn-source/SpringConfig"
import { readFileSync } from "fs"

const [springsPath, what] = process.argv.slice(2)
const print = (row: string) => process.stdout.write(row + "\n")

if (what === "conversions") {
    print("form,a,b,stiffness,damping")
    for (const a of [0, 1, 5, 8, 12, 20, 40, 100, 200]) {
        for (const b of [0, 3, 7, 12, 20, 40]) {
            const origami = SpringConfig.fromOrigamiTensionAndFriction(a, b)
            print(`origami,${a},${b},${origami.stiffness},${origami.damping}`)
            const bouncy = SpringConfig.fromBouncinessAndSpeed(a, b)
            print(`bouncy,${a},${b},${bouncy.stiffness},${bouncy.damping}`)
        }
    }
} else {
    let clock = 0
    let pending: (() => void) | null = null
    Date.now = () => clock
    ;(globalThis as any).requestAnimationFrame = (callback: () => void) => {
        pending = callback
        return 1
    }
    const [header, ...rows] = readFileSync(springsPath, "utf8").trim().split("\n")
    const names = header.split(",")
    print("id,frame,timestamp,value,finished")
    for (const row of rows) {
        const cells = row.split(",")
        const s: Record<string, any> = {}
        names.forEach((name, i) => (s[name] = i === 0 ? cells[i] : Number(cells[i])))
        clock = 0
        pending = null
        let value = 0
        let finished = false
        // velocity is in units per second.
        const animation = new SpringAnimation({
            toValue: s.distance, stiffness: s.stiffness, damping: s.damping, mass: s.mass,
            velocity: s.velocity * s.distance, overshootClamping: s.overshootClamping === 1,
            useNativeDriver: false,
        })
        animation.start(0, (v: number) => (value = v), () => (finished = true), null, null)
        print(`${s.id},0,0,${value},${finished ? 1 : 0}`)
        for (let k = 1; !finished && k <= 20 * s.fps; k++) {
            clock = Math.floor((k * 1000) / s.fps)
            const callback = pending
            pending = null
            callback!()
            print(`${s.id},${k},${clock},${value},${finished ? 1 : 0}`)
        }
    }
}
