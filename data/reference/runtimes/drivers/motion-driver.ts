// Runs motion's own JSAnimation and spring generator on the springs of
// ../springs.csv and prints what a 60 Hz (or other) display would show.
// Built by make-data.sh with esbuild, which points `motion-source` at the
// fetched repository's packages/motion-dom/src (nothing of motion is kept
// next to this file).
import { JSAnimation } from "motion-source/animation/JSAnimation"
import { spring } from "motion-source/animation/generators/spring"
import { calcGeneratorDuration } from "motion-source/animation/generators/utils/calc-duration"
import { readFileSync } from "fs"

const [springsPath, kind] = process.argv.slice(2)

function readSprings(path: string) {
    const [header, ...rows] = readFileSync(path, "utf8").trim().split("\n")
    const names = header.split(",")
    return rows.map((row) => {
        const cells = row.split(",")
        const spring: Record<string, any> = {}
        names.forEach((name, i) => (spring[name] = i === 0 ? cells[i] : Number(cells[i])))
        return spring
    })
}

// Frame k is shown at k·1000/fps ms; a driver that hands JSAnimation those
// timestamps, one call per frame, with the animation started at 0.
function runOnFrames(options: Record<string, any>, fps: number, emit: (row: string) => void, id: string) {
    let update: (timestamp: number) => void = () => {}
    let finished = false
    let value = options.keyframes[0]
    const driver = (tick: (timestamp: number) => void) => {
        update = tick
        return { start: () => {}, stop: () => {}, now: () => 0 }
    }
    const animation = new JSAnimation({
        ...options,
        driver,
        onUpdate: (latest: number) => (value = latest),
        onComplete: () => (finished = true),
    } as any)
    emit(`${id},0,0,${options.keyframes[0]},0`)
    for (let k = 1; k <= 20 * fps && !finished; k++) {
        const timestamp = (k * 1000) / fps
        update(timestamp)
        emit(`${id},${k},${timestamp},${value},${finished ? 1 : 0}`)
    }
    return animation
}

const print = (row: string) => process.stdout.write(row + "\n")

if (kind === "frames") {
    // Physical springs, as equivalents write them: velocity in units per second.
    print("id,frame,timestamp,value,finished")
    for (const s of readSprings(springsPath)) {
        runOnFrames({ keyframes: [0, s.distance], type: spring, mass: s.mass, stiffness: s.stiffness,
                      damping: s.damping, velocity: s.velocity * s.distance }, s.fps, print, s.id)
    }
} else if (kind === "durations") {
    // calcGeneratorDuration: the 50 ms grid WAAPI and CSS output use.
    print("id,generatorDuration")
    for (const s of readSprings(springsPath)) {
        const generator = spring({ keyframes: [0, s.distance], mass: s.mass, stiffness: s.stiffness,
                                   damping: s.damping, velocity: s.velocity * s.distance } as any)
        print(`${s.id},${calcGeneratorDuration(generator)}`)
    }
} else if (kind === "forms") {
    // Duration-based forms on a move of 0 → 1, sampled every 10 ms:
    // `duration` in seconds as motion's transitions take it (the generator
    // receives milliseconds), `visualDuration` in seconds.
    print("form,duration,visualDuration,bounce,t,value,done")
    const forms = [
        ["duration", 0.8, 0.25], ["duration", 0.3, 0], ["duration", 1.5, 0.6], ["duration", 0.5, 0.99],
        ["duration", 0.005, 0.3], ["visualDuration", 0.5, 0.25], ["visualDuration", 0.3, 0],
        ["visualDuration", 1, 0.5], ["visualDuration", 0.4, 1.2],
    ] as const
    for (const [form, seconds, bounce] of forms) {
        const options: Record<string, any> = { keyframes: [0, 1], bounce }
        if (form === "duration") options.duration = seconds * 1000
        else options.visualDuration = seconds
        const generator = spring(options as any)
        const duration = form === "duration" ? seconds : ""
        const visual = form === "visualDuration" ? seconds : ""
        for (let t = 0; t <= 5000; t += 10) {
            const state = generator.next(t)
            print(`${form},${duration},${visual},${bounce},${t},${state.value},${state.done ? 1 : 0}`)
            if (state.done) break
        }
    }
}
