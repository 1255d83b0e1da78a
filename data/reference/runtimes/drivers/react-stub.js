// Stands in for React when react-spring's core runs outside a React tree:
// the driver never renders, so hooks and contexts are never called.
const none = () => undefined
module.exports = new Proxy({ createContext: () => ({ Provider: none, Consumer: none }), forwardRef: (f) => f },
    { get: (target, name) => (name in target ? target[name] : none) })
