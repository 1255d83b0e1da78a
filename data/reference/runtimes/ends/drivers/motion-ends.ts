// Drives motion's JSAnimation through display frames by hand and prints what
// it shows at each frame, and when it completes: the physical springs of
// springs.csv (default restDelta and restSpeed; tables `frames` and
// `durations`), or with the table `duration-frames` the `{ duration, bounce }`
// springs of motion-duration-springs.csv. make-ends.sh points `motion-dom-src`
// at a checkout of motiondivision/motion; no code of motion is kept here.
import { secondsToMilliseconds } from "motion-utils"
import { JSAnimation } from "motion-dom-src/animation/JSAnimation"
import { spring } from "motion-dom-src/animation/generators/spring"
import { calcGeneratorDuration } from "motion-dom-src/animation/generators/utils/calc-duration"
import { exact, frameMilliseconds, readRows, readSprings } from "./springs"

const out = (line: string) => process.stdout.write(line + "\n")
const table = process.argv[3]

// One JSAnimation from 0, started at 0, whose driver's update function is
// called by hand with each frame's timestamp; a row per frame until it completes.
function drive(id: string, fps: number, options: Record<string, unknown>) {
    let tick: (timestamp: number) => void = () => {}
    let shown = 0
    let completed = false
    new JSAnimation({
        ...options, startTime: 0,
        driver: (update: (timestamp: number) => void) => {
            tick = update
            return { start: () => {}, stop: () => {}, now: () => 0 }
        },
        onUpdate: (value: number) => (shown = value),
        onComplete: () => (completed = true),
    } as any)
    for (let k = 0; k <= 30 * fps && !completed; k++) {
        tick(frameMilliseconds(k, fps))
        out(`${id},${k},${exact(shown)},${completed ? 1 : 0}`)
    }
}

if (table === "durations") {
    out("id,generatorDurationMs")
    for (const s of readSprings(process.argv[2])) {
        const generator = spring({
            keyframes: [0, s.distance], mass: s.mass, stiffness: s.stiffness, damping: s.damping,
            velocity: s.velocity * s.distance,
        } as any)
        out(`${s.id},${calcGeneratorDuration(generator)}`)
    }
} else if (table === "duration-frames") {
    // `duration` is in seconds, as a transition is written; motion's
    // animateMotionValue hands JSAnimation milliseconds (secondsToMilliseconds).
    out("id,frame,value,completed")
    for (const s of readRows(process.argv[2])) {
        drive(s.id, s.fps, {
            keyframes: [0, s.distance], type: spring, duration: secondsToMilliseconds(s.duration),
            bounce: s.bounce,
        })
    }
} else {
    out("id,frame,value,completed")
    for (const s of readSprings(process.argv[2])) {
        drive(s.id, s.fps, {
            keyframes: [0, s.distance], type: spring, mass: s.mass, stiffness: s.stiffness,
            damping: s.damping, velocity: s.velocity * s.distance,
        })
    }
}
