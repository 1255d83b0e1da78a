// Removes the Flow syntax of React Native's Animated files that TypeScript
// does not share, so that esbuild can read them with its TypeScript loader:
// `import type`, type declarations (`type`, `export type`, `opaque type`),
// maybe types (`?T`) and inexact object types' `...`. Only what
// SpringAnimation.js and SpringConfig.js use; anything else is left alone
// and esbuild then fails loudly.
//   node strip-flow.js IN OUT
const fs = require("fs")
const [input, output] = process.argv.slice(2)
const lines = fs.readFileSync(input, "utf8").split("\n")
const kept = []
let inDeclaration = false
for (const line of lines) {
    if (!inDeclaration && /^(import type |(export )?(opaque )?type \w+)/.test(line)) {
        inDeclaration = !/;\s*$/.test(line)
        continue
    }
    if (inDeclaration) {
        // A declaration ends at the first line, at the left margin, that closes it.
        if (/^\S.*;\s*$/.test(line)) inDeclaration = false
        continue
    }
    if (/^\s*\.\.\.,?\s*$/.test(line)) continue
    kept.push(line.replace(/: \?(?=[\w$])/g, ": "))
}
fs.writeFileSync(output, kept.join("\n"))
