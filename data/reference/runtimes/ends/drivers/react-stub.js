// react-spring's core imports React for its hooks; these drivers never render,
// so every React export it touches can be an empty function.
const nothing = () => undefined
module.exports = new Proxy(
    { createContext: () => ({ Provider: nothing, Consumer: nothing }), forwardRef: (render) => render },
    { get: (known, name) => (name in known ? known[name] : nothing) }
)
