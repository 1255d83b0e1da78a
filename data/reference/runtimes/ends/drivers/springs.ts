// Reads ../springs.csv into objects (shared by the TypeScript drivers).
import { readFileSync } from "fs"

export interface TestSpring {
    id: string
    mass: number
    stiffness: number
    damping: number
    velocity: number // fractions of the distance per second, toward the target
    distance: number
    fps: number
}

// The rows of a CSV file whose first column is `id` and the others numbers.
export function readRows(path: string): any[] {
    const [header, ...lines] = readFileSync(path, "utf8").trim().split("\n")
    const columns = header.split(",")
    return lines.map((line) => {
        const cells = line.split(",")
        const row: any = {}
        columns.forEach((column, i) => (row[column] = column === "id" ? cells[i] : Number(cells[i])))
        return row
    })
}

export const readSprings = (path: string): TestSpring[] => readRows(path)

// Frame k of a display at `fps` Hz is shown at k * 1000 / fps ms.
export const frameMilliseconds = (k: number, fps: number) => (k * 1000) / fps

// Doubles printed so that they read back exactly.
export const exact = (x: number) => x.toString()
