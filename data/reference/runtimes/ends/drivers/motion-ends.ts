// Drives motion's JSAnimation (physical spring, default restDelta and
// restSpeed) through display frames by hand and prints what it shows at each
// frame, and when it completes. make-ends.sh points `motion-dom-src` at a
// checkout of motiondivision/motion; no code of motion is kept here.
import { JSAnimation } from "motion-dom-src/animation/JSAnimation"
import { spring } from "motion-dom-src/animation/generators/spring"
import { calcGeneratorDuration } from "motion-dom-src/animation/generators/utils/calc-duration"
import { exact, frameMilliseconds, readSprings } from "./springs"

const springs = readSprings(process.argv[2])
const out = (line: string) => process.stdout.write(line + "\n")
const table = process.argv[3]

if (table === "durations") {
    out("id,generatorDurationMs")
    for (const s of springs) {
        const generator = spring({
            keyframes: [0, s.distance], mass: s.mass, stiffness: s.stiffness, damping: s.damping,
            velocity: s.velocity * s.distance,
        } as any)
        out(`${s.id},${calcGeneratorDuration(generator)}`)
    }
} else {
    out("id,frame,value,completed")
    for (const s of springs) {
        let tick: (timestamp: number) => void = () => {}
        let shown = 0
        let completed = false
        new JSAnimation({
            keyframes: [0, s.distance], type: spring, mass: s.mass, stiffness: s.stiffness,
            damping: s.damping, velocity: s.velocity * s.distance, startTime: 0,
            driver: (update: (timestamp: number) => void) => {
                tick = update
                return { start: () => {}, stop: () => {}, now: () => 0 }
            },
            onUpdate: (value: number) => (shown = value),
            onComplete: () => (completed = true),
        } as any)
        for (let k = 0; k <= 30 * s.fps && !completed; k++) {
            tick(frameMilliseconds(k, s.fps))
            out(`${s.id},${k},${exact(shown)},${completed ? 1 : 0}`)
        }
    }
}
